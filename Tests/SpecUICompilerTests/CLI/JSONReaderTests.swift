import Testing

@testable import SpecUICompiler

/// The config file's JSON is read as RFC 8259 writes it, and every departure is placed at a line and column.
@Suite struct JSONReaderTests {
    private func read(_ text: String) -> Result<JSONReader.Value, JSONReader.SyntaxError> {
        JSONReader.read(Array(text.utf8))
    }

    @Test func everyKindOfValueIsRead() throws {
        let value = try read(
            #" {"a": [1, -0.5e+3, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "o": {}} "#
        ).get()
        #expect(
            value
                == .object([
                    ("a", .array([.number("1"), .number("-0.5e+3"), .boolean(true), .boolean(false), .null])),
                    ("s", .string("q\"\\/\u{08}\u{0C}\n\r\té😀")), ("o", .object([])),
                ]))
    }

    @Test(arguments: [
        ("01", "more after the value at line 1, column 2"),
        ("-", "a digit expected at line 1, column 2"),
        ("1.", "a digit expected after '.' at line 1, column 3"),
        ("1e", "a digit expected in the exponent at line 1, column 3"),
        ("\"\\x\"", "an escape JSON does not have at line 1, column 2"),
        ("\"\\u12\"", "'\\u' without four hexadecimal digits after it at line 1, column 4"),
        ("tru", "a value expected at line 1, column 1"),
        ("", "the file ends before its value does at line 1, column 1"),
        ("[1 2]", "a ',' or ']' expected at line 1, column 4"),
        ("{\"a\" 1}", "a ':' after the key expected at line 1, column 6"),
        ("{1: 2}", "a key in double quotes expected at line 1, column 2"),
        ("\"abc", "the file ends before its string does at line 1, column 5"),
    ])
    func aDepartureFromJSONIsPlaced(text: String, error: String) {
        #expect(throws: JSONReader.SyntaxError.self) { try read(text).get() }
        if case .failure(let failure) = read(text) { #expect(failure.description == error) }
    }

    /// Keys are told apart by their code units, as RFC 8259 compares them; many keys are read in linear time.
    @Test func keysAreComparedByTheirCodeUnits() throws {
        let value = try read(#"{"\u00e9": 1, "e\u0301": 2}"#).get()
        guard case .object(let members) = value else { return #expect(Bool(false)) }
        #expect(members.map { Array($0.key.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
        let many = "{" + (0..<40_000).map { "\"k\($0)\": 1" }.joined(separator: ",") + "}"
        guard case .object(let read) = try read(many).get() else { return #expect(Bool(false)) }
        #expect(read.count == 40_000)
    }

    @Test func aLoneSurrogateIsRefusedAndAPairRead() throws {
        #expect(try read(#""\ud83d\ude00""#).get() == .string("😀"))
        guard case .failure(let lone) = read(#"["\ud800\u0041"]"#) else { return #expect(Bool(false)) }
        #expect(
            lone.description
                == "a lone surrogate (a character past U+FFFF is written as two escapes, high then low) at line 1, "
                + "column 3")
    }

    /// A byte order mark is skipped and takes no column; a line ends at `\n`, `\r\n` or `\r`.
    @Test func aByteOrderMarkIsSkippedAndEveryLineBreakCounts() {
        #expect(JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .success(.object([])))
        guard case .failure(let cr) = read("{\r\"a\": 1,\r\n\"a\": 2}") else { return #expect(Bool(false)) }
        #expect(cr.description == "the key 'a' written twice at line 3, column 1")
        guard case .failure(let marked) = JSONReader.read([0xEF, 0xBB, 0xBF] + Array("x".utf8)) else {
            return #expect(Bool(false))
        }
        #expect(marked.description == "a value expected at line 1, column 1")
    }

    @Test func invalidUTF8AndDeepNestingAreRefusedWhereTheyStart() {
        let bytes: [UInt8] = Array("{\"a\":\n \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        guard case .failure(let invalid) = JSONReader.read(bytes) else { return #expect(Bool(false)) }
        #expect(invalid.description == "a byte that is not UTF-8 at line 2, column 3")
        let deep = String(repeating: "[", count: 600)
        guard case .failure(let tooDeep) = read(deep) else { return #expect(Bool(false)) }
        #expect(tooDeep.description == "nesting deeper than 512 at line 1, column 513")
    }
}
