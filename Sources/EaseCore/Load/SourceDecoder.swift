public import EaseDiagnostics
import EaseBytes
import Foundation

/// Turns the bytes of a text file into a ``SourceFile``, reporting what an author should fix:
/// invalid UTF-8, NUL bytes (a binary file), a byte-order mark, mixed line endings, an empty file.
public enum SourceDecoder {
    /// The outcome of decoding: the text (possibly with replacement characters) and its problems.
    public struct Result: Sendable {
        /// The decoded file; `nil` when the bytes are not text at all.
        public var file: SourceFile?
        /// Problems found while decoding.
        public var diagnostics: [Diagnostic]
    }

    /// Whether `bytes` start with UTF-8's byte order mark, which the text leaves out.
    static func startsWithByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: SourceFile.byteOrderMark)
    }

    /// Decodes `bytes` read from `path`.
    public static func decode(_ bytes: [UInt8], path: String) -> Result {
        var diagnostics: [Diagnostic] = []
        var content = bytes[...]
        if startsWithByteOrderMark(content) {
            content = content.dropFirst(3)
            diagnostics.append(.warning(
                "source.byte-order-mark", "file starts with a UTF-8 byte-order mark; it was ignored",
                at: .file(path),
                notes: [DiagnosticNote("UTF-8 needs no byte-order mark, and some tools show it as stray characters")]))
        }
        if let nul = firstIndex(of: 0, in: content) {
            let position = rawPosition(of: nul, in: content)
            diagnostics.append(.error(
                "source.not-text", "file contains a NUL byte and is not a text file",
                at: SourceLocation(path: path, range: SourceRange(at: position)),
                notes: [DiagnosticNote("Markdown and YAML content must be UTF-8 text; is this an image or a document saved in another format?")]))
            return Result(file: nil, diagnostics: diagnostics)
        }
        // Text is checked a block at a time (``UTF8Validation``), which also finds the first bad
        // byte; valid text (nearly all of it) is copied into a string without the standard
        // library's own check, which reads every byte of a Russian file on its own; only invalid
        // text is decoded with repairs.
        let checked = content.withUnsafeBufferPointer(UTF8Validation.check)
        let text = checked.invalidAt == nil
            ? String(copying: UTF8Span(unchecked: content.span, isKnownASCII: checked.isASCII))
            : content.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        let file = SourceFile(path: path, text: text)
        if let invalidOffset = checked.invalidAt {
            let invalid = content.startIndex + invalidOffset
            let position = rawPosition(of: invalid, in: content)
            diagnostics.append(.error(
                "source.invalid-utf8", "invalid UTF-8 byte 0x\(String(content[invalid], radix: 16, uppercase: true))",
                at: SourceLocation(path: path, range: SourceRange(start: position, end: SourcePosition(line: position.line, column: position.column + 1))),
                notes: [DiagnosticNote("save the file as UTF-8; the invalid bytes were read as U+FFFD")]))
        }
        if text.allSatisfy(\.isWhitespace) {
            diagnostics.append(.error("source.empty-file", "file is empty", at: .file(path)))
        }
        // Without a carriage return there is neither a lone one nor a mix of CRLF and LF.
        let hasCarriageReturn = firstIndex(of: UInt8(ascii: "\r"), in: content) != nil
        if hasCarriageReturn, let lone = content.indices.first(where: { isLoneCarriageReturn(at: $0, in: content) }) {
            let position = rawPosition(of: lone, in: content)
            diagnostics.append(.warning(
                "source.carriage-return", "a carriage return without a line feed ends this line",
                at: SourceLocation(path: path, range: SourceRange(at: position)),
                notes: [DiagnosticNote("Markdown and YAML read a lone carriage return as a line break, though many editors show none; use LF or CRLF")]))
        } else if hasCarriageReturn, let mixed = mixedLineEnding(content) {
            diagnostics.append(.warning(
                "source.mixed-line-endings", "file mixes CRLF and LF line endings",
                at: SourceLocation(path: path, range: SourceRange(at: SourcePosition(line: mixed, column: 1))),
                notes: [DiagnosticNote("this is the first line whose ending differs from the first line's; pick one style")]))
        }
        return Result(file: file, diagnostics: diagnostics)
    }

    /// The index of the first `byte` in `bytes`, found by `memchr` (every source file is scanned
    /// for NUL and carriage-return bytes).
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int? {
        let offset: Int? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(UnsafeRawPointer(base), Int32(byte), buffer.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        return offset.map { bytes.startIndex + $0 }
    }

    /// The position of a byte in undecoded bytes: lines ended as ``SourceFile`` ends them, columns by
    /// bytes that start a scalar (so an invalid byte counts as one column, as it becomes one U+FFFD when decoded).
    static func rawPosition(of index: Int, in bytes: ArraySlice<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        for offset in bytes.startIndex..<index {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || isLoneCarriageReturn(at: offset, in: bytes) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    /// Whether the byte at `offset` is a `\r` not followed by `\n` (a classic Mac line ending).
    static func isLoneCarriageReturn(at offset: Int, in bytes: ArraySlice<UInt8>) -> Bool {
        bytes[offset] == UInt8(ascii: "\r") && (offset + 1 == bytes.endIndex || bytes[offset + 1] != UInt8(ascii: "\n"))
    }

    /// The 1-based number of the first line whose ending differs from the first line's.
    static func mixedLineEnding(_ bytes: ArraySlice<UInt8>) -> Int? {
        var firstIsCRLF: Bool?
        var line = 1
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                let isCRLF = previous == UInt8(ascii: "\r")
                if let first = firstIsCRLF, first != isCRLF { return line }
                firstIsCRLF = firstIsCRLF ?? isCRLF
                line += 1
            }
            previous = byte
        }
        return nil
    }
}
