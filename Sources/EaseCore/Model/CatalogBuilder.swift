public import EaseDiagnostics

/// Checks each parsed document against its kind's schema and builds the typed ``ContentCatalog``.
public enum CatalogBuilder {
    /// Builds the catalog from parsed documents; returns the schema diagnostics with it.
    public static func build(_ documents: [ParsedDocument], root: String, mediaFiles: Set<String>,
                             unreadFiles: [UnreadContentFile] = []) -> (ContentCatalog, [Diagnostic]) {
        var catalog = ContentCatalog(root: root)
        catalog.documents = documents
        catalog.mediaFiles = mediaFiles
        catalog.unreadFiles = unreadFiles
        // Each document is checked against its schema and read into its typed value on all
        // cores; the catalog takes them in the documents' order.
        var built = parallelMap(documents.count) { build(documents[$0]) }
        // Each list made at its final size: a reading is over 500 bytes, and growing by doubling
        // would leave up to half of ten thousand of them unused.
        // Counted in a switch: a dictionary keyed by the kinds hashed each one's name.
        var (readings, onboardingPages, copingStatements, exercises) = (0, 0, 0, 0)
        for document in documents {
            switch document.source.kind {
            case .reading: readings += 1
            case .onboardingPage: onboardingPages += 1
            case .copingStatements: copingStatements += 1
            case .exercise: exercises += 1
            case .site: break
            }
        }
        catalog.readings.reserveCapacity(readings)
        catalog.onboardingPages.reserveCapacity(onboardingPages)
        catalog.copingStatements.reserveCapacity(copingStatements)
        catalog.exercises.reserveCapacity(exercises)
        var diagnostics: [Diagnostic] = []
        // Each value is taken out of the workers' list, not copied (copies were 9-10 ms of one
        // core at 10,000 readings, the other core waiting).
        for slot in built.indices {
            let (value, found) = built.take(at: slot, leaving: (nil, []))
            if !found.isEmpty { diagnostics += found }
            switch consume value {
            case .site(let site): catalog.site = site
            case .reading(let reading): catalog.readings.append(reading)
            case .onboardingPage(let page): catalog.onboardingPages.append(page)
            case .copingStatements(let collection): catalog.copingStatements.append(collection)
            case .exercise(let exercise): catalog.exercises.append(exercise)
            case nil: break
            }
        }
        return (catalog, diagnostics)
    }

    /// What one document adds to the catalog.
    private enum TypedValue {
        case site(SiteConfiguration?)
        case reading(Reading)
        case onboardingPage(OnboardingPage)
        case copingStatements(CopingStatementCollection)
        case exercise(Exercise)
    }

    /// One document checked against its schema, and its typed value when it has one.
    private static func build(_ document: ParsedDocument) -> (TypedValue?, [Diagnostic]) {
        guard let node = document.frontMatter else { return (nil, []) }
        let checker = SchemaChecker(path: document.path)
        let anchor = document.frontMatterAnchor
        // Checked first: the typed value is read from the front matter with its misspelt keys read
        // as the keys they were meant to be.
        func checked(against schema: ObjectSchema) -> (FieldReader, [Diagnostic]) {
            let (diagnostics, repaired) = checker.checkRepairing(node, against: schema, anchor: anchor)
            if let repaired { document.replaceFrontMatter(with: repaired) }
            return (FieldReader(repaired ?? node, in: document), diagnostics)
        }
        switch document.source.kind {
        case .site:
            let (fields, diagnostics) = checked(against: SiteSchema.site)
            return (.site(SiteConfiguration(fields)), diagnostics)
        case .reading:
            let (fields, diagnostics) = checked(against: ReadingSchema.reading)
            return (Reading(fields).map(TypedValue.reading), diagnostics)
        case .onboardingPage:
            let (fields, diagnostics) = checked(against: OnboardingPageSchema.page)
            return (OnboardingPage(fields).map(TypedValue.onboardingPage), diagnostics)
        case .copingStatements:
            let (fields, diagnostics) = checked(against: CopingStatementsSchema.collection)
            return (CopingStatementCollection(fields).map(TypedValue.copingStatements), diagnostics)
        case .exercise:
            // The kind picks the schema; a misspelt `kind:` (`Kind:`, `kid:`) is read as it, as its check reads it.
            let kind = node["kind"]?.string
                ?? checker.checkRepairing(node, against: ExerciseSchema.common, anchor: anchor).repaired?["kind"]?.string ?? ""
            if let schema = ExerciseSchema.schema(forKind: kind) {
                let (fields, diagnostics) = checked(against: schema)
                // Keys the kind lacks or does not take, and another kind's keys: the kind is the mistake.
                if diagnostics.contains(where: { $0.id == "schema.missing-key" || $0.id == "schema.unknown-key" }),
                   let kindNode = node["kind"], let entries = node.entries,
                   let meant = ExerciseKindMismatch.meantKind(of: node, written: kind), let meantSchema = ExerciseSchema.schema(forKind: meant) {
                    let readAs = ExerciseKindMismatch.node(node, readAs: meant)
                    document.replaceFrontMatter(with: readAs)
                    let mismatch = ExerciseKindMismatch.diagnostic(kindNode, written: kind, meant: meant, keys: entries, in: document.path)
                    return (Exercise(FieldReader(readAs, in: document)).map(TypedValue.exercise),
                            [mismatch] + checker.check(readAs, against: meantSchema, anchor: anchor))
                }
                return (Exercise(fields).map(TypedValue.exercise), diagnostics)
            }
            // Without a known kind only the common keys can be checked; the kind's own keys would be
            // reported as unknown, but not a misspelt common key, which is read as the one it names.
            let common = checker.check(node, against: ExerciseSchema.common, anchor: anchor)
            return (nil, common.filter { diagnostic in
                diagnostic.id != "schema.unknown-key" || diagnostic.fixIts.contains { ExerciseSchema.common.field($0.replacement) != nil }
            })
        }
    }
}
