import EaseDiagnostics

/// Every media path names a regular file under `media/` that stays inside the content folder,
/// also after following symbolic links, and of a kind its role takes (``MediaRole/fileExtensions``):
/// a transcript that is a recording would be read into the page as text, an image that is a
/// recording would show as a broken image. A file named for a locale is named by that locale's
/// pages only (``MediaLocale``).
struct MediaReferenceRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["media.not-found": "a media file does not exist",
         "media.outside-content": "a media path leaves the content folder or media/",
         "media.not-a-file": "a media path names something other than a regular file",
         "media.empty-file": "a media file is empty (0 bytes): a broken image, a silent recording, a transcript with no text",
         "media.wrong-type": "a media file is not of a kind its role takes (a transcript that is a recording)",
         "media.other-locale": "a page names a media file of another locale: named for another (name.ru.mp3 on an English page), or the default locale's where its own is beside it (name.txt on a Russian page, with name.ru.txt there)"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        let root = context.fileSystem.resolvedPath(context.diskPath("")) ?? context.diskPath("")
        var diagnostics: [Diagnostic] = []
        // By path: what the disk says, and whether the file fits the role it was last named in.
        var verdicts: [String: (verdict: Verdict, role: MediaRole, fits: Bool)] = [:]
        var files = FindingSourceFiles()
        var emptyFiles: [String: [MediaReference]] = [:]
        var mediaLocale = MediaLocale(catalog)
        let references = ContentCatalog.mediaReferences(
            readings: context.subjects(of: catalog.readings), onboardingPages: context.subjects(of: catalog.onboardingPages),
            exercises: context.subjects(of: catalog.exercises), documents: context.subjectDocuments)
        // A whole catalog's list is kept for the build's media stage (``HashedMedia``).
        if context.subjects == nil, catalog.viewLocale == nil { catalog.checkedMediaReferences.keep(references) }
        for reference in references {
            // `![a walk]()`: no path at all is not one outside the content folder.
            guard !reference.written.allSatisfy(\.isWhitespace) else {
                diagnostics.append(.error("media.not-found", "\(reference.role.rawValue) has no path", at: reference.location,
                                          notes: [DiagnosticNote("write the path of the file it shows, such as ../media/illustrations/walk.png")]))
                continue
            }
            guard let path = reference.contentPath, path.hasPrefix("media/") else {
                diagnostics.append(.error("media.outside-content",
                                          "\(reference.role.rawValue) path '\(reference.written)' is outside the content folder's media/ folder",
                                          at: reference.location,
                                          notes: [DiagnosticNote("media files live in media/ inside the content folder; paths may not be absolute or climb out with '..'")]))
                continue
            }
            guard catalog.mediaFiles.contains(path) else {
                let meant = Self.meaning(Self.suggestion(for: path, role: reference.role, among: catalog.mediaFiles), reference, path, &files, context)
                diagnostics.append(.error("media.not-found", "\(reference.role.rawValue) '\(reference.written)' does not exist",
                                          at: reference.location, notes: meant.notes, fixIts: meant.fixIts))
                continue
            }
            // Many documents name the same file (a shared illustration): the disk is asked once per
            // path, and the file's kind once per path and role.
            let verdict: Verdict, fits: Bool
            if let known = verdicts[path], known.role == reference.role {
                (verdict, fits) = (known.verdict, known.fits)
            } else {
                verdict = verdicts[path]?.verdict ?? Self.verdict(on: context.diskPath(path), root: root, in: context.fileSystem)
                fits = reference.role.fits(path)
                verdicts[path] = (verdict, reference.role, fits)
            }
            switch verdict {
            case .file:
                if let found = mediaLocale?.finding(for: reference, path: path, in: catalog, meaning: { Self.meaning($0, reference, path, &files, context) }) {
                    diagnostics.append(found)
                }
                // A transcript that is a recording would be read into the page as text.
                guard !fits else { break }
                let meant = Self.meaning(Self.fittingSibling(of: path, role: reference.role, among: catalog.mediaFiles), reference, path, &files, context)
                diagnostics.append(.error("media.wrong-type", "\(reference.role.rawValue) '\(reference.written)' is not \(reference.role.fileKind)",
                                          at: reference.location, notes: meant.notes, fixIts: meant.fixIts))
            case .emptyFile:
                // One report a file, at its first reference, however many name it.
                emptyFiles[path, default: []].append(reference)
            case .brokenLink:
                diagnostics.append(.error("media.not-found", "\(reference.role.rawValue) '\(reference.written)' is a broken symbolic link",
                                          at: reference.location))
            case .leadsOutside(let resolved):
                diagnostics.append(.error("media.outside-content",
                                          "\(reference.role.rawValue) '\(reference.written)' is a symbolic link that leads outside the content folder",
                                          at: reference.location, notes: [DiagnosticNote("it leads to \(resolved)")]))
            case .notAFile:
                diagnostics.append(.error("media.not-a-file", "\(reference.role.rawValue) '\(reference.written)' is not a regular file",
                                          at: reference.location))
            }
        }
        // Saved before it was written, or cut short: a broken image, a silent recording, a transcript with no text.
        for (_, references) in emptyFiles {
            let first = references[0]
            diagnostics.append(.error("media.empty-file", "\(first.role.rawValue) '\(first.written)' is an empty file (0 bytes)",
                                      at: first.location,
                                      notes: references.dropFirst().map { DiagnosticNote("also named here", at: $0.location) }
                                        + [DiagnosticNote("the app and the site would \(Self.emptyFileEffect(first.role)); save the file again")]))
        }
        return diagnostics
    }

    /// The "did you mean" of a finding about `reference` (at content path `path`) and its fix-it,
    /// for the file meant (`suggestion`): written as the path was (`../media/…` in a body), over
    /// the path where it is written.
    private static func meaning(_ suggestion: String?, _ reference: MediaReference, _ path: String,
                                _ files: inout FindingSourceFiles, _ context: ValidationContext) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
        guard let suggestion else { return ([], []) }
        guard reference.written.hasSuffix(path) else { return ([DiagnosticNote("did you mean '\(suggestion)'?")], []) }
        let fixed = String(reference.written.dropLast(path.count)) + suggestion
        let range = context.sourceFile(at: reference.location.path, memo: &files).flatMap {
            WrittenDestination.range(of: reference.written, in: reference.location.range, of: $0)
        }
        return ([DiagnosticNote("did you mean '\(fixed)'?")], range.map { [FixIt("use '\(fixed)'", replacing: $0, with: fixed)] } ?? [])
    }

    /// What an empty file of a role would be to a reader.
    static func emptyFileEffect(_ role: MediaRole) -> String {
        switch role {
        case .image, .poster: "show a broken image"
        case .audio, .video: "offer a recording that does not play"
        case .transcript, .captions: "give no text for the recording"
        }
    }

    /// What the disk says about a media path that the content folder's listing has.
    enum Verdict {
        case file, emptyFile, brokenLink, leadsOutside(String), notAFile
    }

    static func verdict(on disk: String, root: String, in fileSystem: any ContentFileSystem) -> Verdict {
        switch fileSystem.kind(at: disk) {
        case .file:
            return fileSystem.size(of: disk) == 0 ? .emptyFile : .file
        case .symbolicLink:
            guard let resolved = fileSystem.resolvedPath(disk) else { return .brokenLink }
            if !resolved.hasPrefix(root + "/") { return .leadsOutside(resolved) }
            guard fileSystem.kind(at: resolved) == .file else { return .notAFile }
            return fileSystem.size(of: resolved) == 0 ? .emptyFile : .file
        case .directory, .special, .missing:
            return .notAFile
        }
    }

    /// The file meant by a path that names none: among the files that fit the role first (a
    /// transcript's `.md` typo is not offered the recording), then among all.
    static func suggestion(for path: String, role: MediaRole, among files: Set<String>) -> String? {
        let fitting = files.filter(role.fits)
        return suggestion(for: path, among: fitting) ?? suggestion(for: path, among: files)
    }

    /// A file in the same folder whose name starts with the written name's stem (`alarm.png` →
    /// `alarm-system.png`), or else the closest path by edit distance.
    private static func suggestion(for path: String, among files: Set<String>) -> String? {
        let folder = ContentCatalog.folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").first.map { String($0).lowercased() } ?? name
        // The shortest such name first: `guided-meditation.txt` before `guided-meditation.ru.txt`.
        let sameFolder = files.filter { ContentCatalog.folder(of: $0) == folder }.sorted { ($0.count, $0) < ($1.count, $1) }
        if stem.count >= 3, let prefixed = sameFolder.first(where: { ($0.split(separator: "/").last ?? "").lowercased().hasPrefix(stem) }) {
            return prefixed
        }
        return NameSuggester.suggestion(for: path, among: files)
    }

    /// A file beside `path` with its name but an extension that fits the role
    /// (`guided-meditation.txt` for a transcript written `guided-meditation.mp3`).
    static func fittingSibling(of path: String, role: MediaRole, among files: Set<String>) -> String? {
        guard let base = MediaRole.splitExtension(path)?.base else { return nil }
        return role.fileExtensions.sorted().lazy.map { base + "." + $0 }.first(where: files.contains)
    }
}
