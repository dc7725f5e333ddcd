import EaseDiagnostics
import Testing

@Suite struct SourceFileTests {
    @Test func linesExcludeTheirTerminators() {
        let file = SourceFile(path: "a.md", text: "one\r\ntwo\nthree")
        #expect(file.line(1) == "one")
        #expect(file.line(2) == "two")
        #expect(file.line(3) == "three")
        #expect(file.line(4) == nil)
        #expect(file.lineCount == 3)
    }

    /// cmark and YAML end a line at a lone carriage return too; found by the front-matter fuzzer.
    @Test func aLoneCarriageReturnEndsALine() {
        let file = SourceFile(path: "a.md", text: "one\rtwo\r\nthree\r\rfive")
        #expect((1...6).map { file.line($0) } == ["one", "two", "three", "", "five", nil])
        #expect(file.position(ofByteOffset: 4) == SourcePosition(line: 2, column: 1))
    }

    @Test func byteColumnsBecomeScalarColumns() {
        // "é" is two bytes, "😰" four: cmark's byte column 8 is the scalar column 4 ("x").
        let file = SourceFile(path: "a.md", text: "é😰 x\n")
        #expect(file.scalarColumn(line: 1, byteColumn: 1) == 1)
        #expect(file.scalarColumn(line: 1, byteColumn: 3) == 2)
        #expect(file.scalarColumn(line: 1, byteColumn: 8) == 4)
        #expect(file.scalarColumn(line: 1, byteColumn: 9) == 5)
        #expect(file.scalarColumn(line: 1, byteColumn: 11) == 7, "columns past the end keep their distance")
    }

    @Test func positionsBecomeByteOffsetsAndBack() {
        let file = SourceFile(path: "a.md", text: "é😰 x\r\nnext\n")
        // Every position of the two lines, up to one past each line's end, and back.
        for (line, columns) in [(1, 1...5), (2, 1...5)] {
            for column in columns {
                let position = SourcePosition(line: line, column: column)
                let offset = file.byteOffset(of: position)
                #expect(offset.map(file.position(ofByteOffset:)) == position)
            }
        }
        #expect(file.byteOffset(of: SourcePosition(line: 1, column: 4)) == 7)
        #expect(file.byteOffset(of: SourcePosition(line: 2, column: 1)) == 10)
        #expect(file.byteOffset(of: SourcePosition(line: 1, column: 6)) == nil, "past one after the line's end")
        #expect(file.byteOffset(of: SourcePosition(line: 1, column: 0)) == nil)
        #expect(file.byteOffset(of: SourcePosition(line: 4, column: 1)) == nil)
    }

    /// In an ASCII file a scalar column is the byte column: on a line, past its end, on a line
    /// ending in `\r\n`, and on a line the file does not have; the same as the file with one
    /// non-ASCII character on another line (which counts scalars) gives.
    @Test func anASCIIFilesColumnsAreItsByteColumns() {
        let text = "one\r\ntwo three\nfour\rfive"
        let ascii = SourceFile(path: "a.md", text: text)
        let counted = SourceFile(path: "a.md", text: text + "\né")
        for line in 0...6 {
            for byteColumn in -1...14 {
                #expect(ascii.scalarColumn(line: line, byteColumn: byteColumn) == max(1, byteColumn), "\(line):\(byteColumn)")
                if line <= 4 {
                    #expect(counted.scalarColumn(line: line, byteColumn: byteColumn) == max(1, byteColumn), "\(line):\(byteColumn)")
                }
            }
        }
    }

    /// Columns come from checkpoints every 64 bytes; they must agree with counting from the line's start.
    @Test func longMixedLinesGiveTheSameColumnsAsCounting() {
        let line = String(repeating: "aé😰 ц", count: 300)
        let file = SourceFile(path: "a.md", text: "x\n" + line + "\nend")
        let bytes = Array(line.utf8)
        for byteColumn in stride(from: 1, through: bytes.count + 3, by: 7) {
            let counted = 1 + bytes.prefix(byteColumn - 1).count { $0 & 0xC0 != 0x80 } + max(0, byteColumn - 1 - bytes.count)
            #expect(file.scalarColumn(line: 2, byteColumn: byteColumn) == counted, "byte column \(byteColumn)")
        }
        #expect(file.position(ofByteOffset: 2 + bytes.count + 1) == SourcePosition(line: 3, column: 1))
        #expect(file.scalarCount(ofLine: 2) == line.unicodeScalars.count)
        #expect(file.scalarCount(ofLine: 4) == 0)
    }

    /// A file that is not ASCII, whose length is a checkpoint's offset or next to one: the
    /// column of every byte, up to its end, counts the scalars before it.
    @Test func columnsAtEveryByteUpToTheEndOfAFileOfCheckpointsLength() {
        for length in [62, 63, 64, 65, 127, 128, 129, 192] {
            for at in [0, length / 2, length - 2] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length - 2)
                bytes.insert(contentsOf: Array("ц".utf8), at: at)
                let file = SourceFile(path: "a.md", text: String(decoding: bytes, as: UTF8.self))
                for offset in 0...length {
                    let expected = 1 + bytes[..<offset].count { $0 & 0xC0 != 0x80 }
                    #expect(file.scalarColumn(line: 1, byteColumn: offset + 1) == expected, "\(length) \(at) \(offset)")
                }
            }
        }
    }

    @Test func aLineEndsAfterItsLastCharacterAndAddedLinesBreakAsTheFileDoes() {
        let file = SourceFile(path: "a.md", text: "aé😰\nxy\n")
        #expect(file.end(ofLine: 1) == SourcePosition(line: 1, column: 4))
        #expect(file.end(ofLine: 2) == SourcePosition(line: 2, column: 3))
        #expect(file.lineBreak == "\n")
        #expect(SourceFile(path: "b.md", text: "one\r\ntwo\r\n").lineBreak == "\r\n")
    }

    @Test func theByteAtAPositionIsItsScalarsFirst() {
        let file = SourceFile(path: "a.md", text: "é{x\n[")
        #expect(file.byte(at: SourcePosition(line: 1, column: 1)) == 0xC3)
        #expect(file.byte(at: SourcePosition(line: 1, column: 2)) == UInt8(ascii: "{"))
        #expect(file.byte(at: SourcePosition(line: 1, column: 4)) == UInt8(ascii: "\n"), "one past the line's last scalar: its break")
        #expect(file.byte(at: SourcePosition(line: 2, column: 1)) == UInt8(ascii: "["))
        #expect(file.byte(at: SourcePosition(line: 2, column: 2)) == nil, "the file's end")
        #expect(file.byte(at: SourcePosition(line: 1, column: 5)) == nil && file.byte(at: SourcePosition(line: 3, column: 1)) == nil)
    }

    /// A line at every byte, the most a file can have: line feeds in whole sixteen-byte blocks and
    /// past them, lone carriage returns (read byte by byte), and nothing at all.
    @Test func aFileOfLineEndingsOnlyHasALineAtEveryByte() {
        for count in [0, 1, 15, 16, 17, 300] {
            for ending in ["\n", "\r"] {
                let file = SourceFile(path: "a.md", text: String(repeating: ending, count: count))
                #expect(file.lineCount == max(count, 1), "\(count) \(ending.debugDescription)")
                #expect((1...max(count, 1)).allSatisfy { file.line($0) == "" })
                if count > 0 { #expect(file.position(ofByteOffset: count - 1) == SourcePosition(line: count, column: 1)) }
            }
        }
    }

    /// Random text with every kind of line ending, mostly-ASCII runs (read sixteen bytes at a
    /// time), Russian runs (counted a block at a time too) and multi-byte characters: lines and
    /// columns as a byte-by-byte reading finds them.
    @Test func randomTextGivesTheLinesAndColumnsOfAByteByByteReading() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "calm words ", "é", "😰", "\n", "\r\n", "\r", "ц", String(repeating: "x", count: 40), "тревога\nи покой ", "Спокойное дыхание"]
        for _ in 0..<300 {
            let text = (0..<next(80)).map { _ in pieces[next(pieces.count)] }.joined()
            let file = SourceFile(path: "a.md", text: text)
            // Lines split the way the file does: "\r\n", "\n" and a lone "\r" each end one.
            var lines: [[UInt8]] = [[]]
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { lines.append([]); index += 2; continue }
                if bytes[index] == 0x0A || bytes[index] == 0x0D { lines.append([]); index += 1; continue }
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
            if lines.count > 1, lines.last!.isEmpty { lines.removeLast() }
            #expect(file.lineCount == lines.count, "\(text.debugDescription)")
            for (number, line) in lines.enumerated() {
                #expect(file.bytes(ofLine: number + 1).map(Array.init) == line)
                #expect(file.scalarCount(ofLine: number + 1) == line.count { $0 & 0xC0 != 0x80 })
            }
        }
    }

    @Test func byteOffsetsBecomePositions() {
        let file = SourceFile(path: "a.md", text: "ab\nцd\n")
        #expect(file.position(ofByteOffset: 0) == SourcePosition(line: 1, column: 1))
        #expect(file.position(ofByteOffset: 3) == SourcePosition(line: 2, column: 1))
        #expect(file.position(ofByteOffset: 5) == SourcePosition(line: 2, column: 2))
    }
}

/// The one place a text stands within a range, in the file's lines and scalar columns; none
/// when it stands there twice, not at all, or only partly inside the range.
@Suite struct TheOneOccurrenceTests {
    let file = SourceFile(path: "t.md", text: "title: Été *after* you\nsummary: a *b* and *b*\n")

    @Test func foundOnceInsideTheRange() {
        #expect(file.range(ofTheOne: "*after*", within: SourceRange(line: 1, column: 1, length: 22)) == SourceRange(line: 1, column: 12, length: 7))
        #expect(file.range(ofTheOne: "*b*", within: SourceRange(line: 2, column: 1, length: 22)) == nil)
        #expect(file.range(ofTheOne: "*b*", within: SourceRange(line: 2, column: 16, length: 7)) == SourceRange(line: 2, column: 20, length: 3))
        #expect(file.range(ofTheOne: "*after*", within: SourceRange(line: 1, column: 1, length: 15)) == nil)
        #expect(file.range(ofTheOne: "", within: SourceRange(line: 1, column: 1, length: 5)) == nil)
        #expect(file.range(ofTheOne: "missing", within: SourceRange(line: 1, column: 1, length: 22)) == nil)
    }
}

@Suite struct NameSuggesterTests {
    @Test func suggestsCloseNames() {
        #expect(NameSuggester.suggestion(for: "titel", among: ["title", "summary", "id"]) == "title")
        #expect(NameSuggester.suggestion(for: "deep-breath", among: ["deep-breathing", "calming-scene"]) == "deep-breathing")
        #expect(NameSuggester.suggestion(for: "Summary", among: ["summary"]) == "summary")
    }

    @Test func doesNotSuggestDistantNames() {
        #expect(NameSuggester.suggestion(for: "colour", among: ["id", "title"]) == nil)
        #expect(NameSuggester.suggestion(for: "x", among: ["title"]) == nil)
    }

    @Test func suggestsANameCutShortWhenNoNameIsCloseAsAWhole() {
        let kinds = ["breathing", "calming-scene", "coping-statements", "guided-meditation"]
        // "breth" is four edits from "breathing" (over its limit of 3) but one from "breath".
        #expect(NameSuggester.suggestion(for: "breth", among: kinds) == "breathing")
        #expect(NameSuggester.suggestion(for: "calm", among: kinds) == "calming-scene")
        #expect(NameSuggester.suggestion(for: "guided", among: kinds) == "guided-meditation")
        // The shortest of several that start alike; a whole name close enough comes first.
        #expect(NameSuggester.suggestion(for: "breat", among: ["breathing-and-calm", "breathing"]) == "breathing")
        #expect(NameSuggester.suggestion(for: "brea", among: ["breathing", "bread"]) == "bread")
    }

    @Test func doesNotSuggestACutOfAShortOrDifferentlyStartingName() {
        #expect(NameSuggester.suggestion(for: "cal", among: ["calming-scene"]) == nil)
        #expect(NameSuggester.suggestion(for: "reath", among: ["breathing"]) == nil)
        #expect(NameSuggester.suggestion(for: "note", among: ["image", "video", "description", "alt"]) == nil)
        #expect(NameSuggester.suggestion(for: "bxyzq", among: ["breathing"]) == nil)
    }

    @Test func countsATranspositionAsOneEdit() {
        #expect(NameSuggester.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(NameSuggester.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func aSuggestionEndsTheMessageAndMakesTheFixIt() {
        let range = SourceRange(line: 2, column: 5, length: 5)
        #expect(NameSuggester.didYouMean("title") == "; did you mean 'title'?")
        #expect(NameSuggester.didYouMean(nil) == "")
        #expect(FixIt.suggested("title", replacing: range) == [FixIt("replace with 'title'", replacing: range, with: "title")])
        #expect(FixIt.suggested(nil, replacing: range).isEmpty)
    }
}

@Suite struct DiagnosticEngineTests {
    let location = SourceLocation(path: "b.md", range: SourceRange(line: 2, column: 3, length: 1))

    @Test func exitStatusFollowsSeverityAndKind() {
        var engine = DiagnosticEngine()
        #expect(engine.exitStatus == 0)
        engine.emit(.warning("x.warn", "careful", at: location))
        #expect(engine.exitStatus == 0)
        engine.emit(.error("x.err", "broken", at: location))
        #expect(engine.exitStatus == 1)
        engine.emit(.error("io.unreadable", "cannot read", at: location))
        #expect(engine.exitStatus == 2)
    }

    @Test func warningsAsErrorsPromotesWarnings() {
        var engine = DiagnosticEngine(warningsAsErrors: true)
        engine.emit(.warning("x.warn", "careful", at: location))
        #expect(engine.errorCount == 1)
        #expect(engine.diagnostics.first?.severity == .error)
        #expect(engine.exitStatus == 1)
    }

    @Test func ordersByFileThenPosition() {
        var engine = DiagnosticEngine()
        engine.emit(.error("b", "later", at: SourceLocation(path: "b.md", range: SourceRange(line: 5, column: 1, length: 1))))
        engine.emit(.error("a", "earlier", at: SourceLocation(path: "b.md", range: SourceRange(line: 1, column: 9, length: 1))))
        engine.emit(.error("c", "other file", at: SourceLocation(path: "a.md", range: SourceRange(line: 9, column: 1, length: 1))))
        #expect(engine.diagnostics.map(\.id) == ["c", "a", "b"])
    }
}
