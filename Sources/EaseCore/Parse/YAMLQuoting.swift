/// Text written as one YAML value in double quotes, its `\` and `"` escaped: what the fix-its
/// write for a value YAML would read otherwise than as written (a `: ` or a `#` in it, curly
/// quotes around it).
enum YAMLQuoting {
    static func doubleQuoted(_ text: some StringProtocol) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
