import EaseTemplates

/// Every key of a page's values and of the values nested in them, each with the scope it is
/// looked up in: the template's (or the layout's) for the top level, the key's own for the
/// values of a section over it (each element of a list, each row of ``TemplateRows``).
enum TemplateValuesWalk {
    /// Calls `visit` with each key, its scope and its value; keys for which it returns `false` are
    /// not walked into (the `ui` strings).
    static func visit(_ values: TemplateValues, scope: String, _ visit: (_ scope: String, _ key: String, _ value: Any) -> Bool) {
        for (key, value) in values.sortedByKey where visit(scope, key, value) {
            visitNested(value, scope: key, visit)
        }
    }

    private static func visitNested(_ value: Any, scope: String, _ visit: (String, String, Any) -> Bool) {
        switch value {
        case let values as TemplateValues: self.visit(values, scope: scope, visit)
        case let list as [TemplateValues]: for values in list { self.visit(values, scope: scope, visit) }
        case let rows as TemplateRows: for index in 0..<rows.count { visitNested(rows.element(at: index), scope: scope, visit) }
        case let dictionary as [String: Any]: self.visit(TemplateValues(dictionary), scope: scope, visit)
        case let list as [Any]: for element in list { visitNested(element, scope: scope, visit) }
        default: break
        }
    }
}
