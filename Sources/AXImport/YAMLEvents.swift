import CYaml

/// The events of a YAML stream, read one at a time with libyaml (the parser Yams is built on),
/// without composing a tree of nodes: an ARIA snapshot is read in one pass, and nesting costs
/// no recursion.
///
/// Scalars come as their text whatever their style or tag (`- 'a: b'` and `- a: b` differ, a
/// `true` stays the text `true`): the ARIA grammar reads them itself. Whether a scalar is plain
/// and untagged is kept, so that what YAML's schema would read as a number, a boolean or null
/// (`YAMLEvents.coreSchemaType`) can be told from text.
final class YAMLEvents {
    /// A place in the input: 1-based line and column (columns count characters).
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    enum Event: Equatable {
        case streamStart, streamEnd
        case documentStart(Mark), documentEnd
        case sequenceStart(Mark), sequenceEnd
        case mappingStart(Mark), mappingEnd
        /// A scalar's text; `plain` when it is neither quoted, a block scalar, nor tagged.
        case scalar(String, Mark, plain: Bool)
        case alias(Mark)
    }

    struct Failure: Error {
        var mark: Mark
        var problem: String
        /// True when libyaml stopped at `maximumNesting`: the input is too deep, not malformed.
        var isNestingLimit = false
    }

    /// How deep libyaml nests lists and mappings: its `MAX_NESTING_LEVEL` (parser.c), not
    /// declared in a header. Reading events needs no recursion, but the limit holds for them too.
    static let maximumNesting = 1000

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(_ text: String) {
        input = UnsafeMutableBufferPointer.allocate(capacity: max(1, text.utf8.count))
        _ = input.initialize(from: text.utf8)
        parser = UnsafeMutablePointer.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, text.utf8.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event; after `streamEnd` or a failure, nothing more may be asked.
    func next() throws(Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_SEQUENCE_START_EVENT: return .sequenceStart(mark)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT: return .mappingStart(mark)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        case YAML_ALIAS_EVENT: return .alias(mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let bytes = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
            // A quoted scalar's text starts after its quote: places inside it (an attribute's
            // `[`) are counted from there.
            let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
            let text = quoted ? Mark(line: mark.line, column: mark.column + 1) : mark
            return .scalar(String(decoding: bytes, as: UTF8.self), text, plain: scalar.plain_implicit != 0)
        default: return .streamEnd
        }
    }

    /// The parser's error, where it is. A reader error (a control character) has only an
    /// offset, from which its line and column are counted.
    private func failure() -> Failure {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "the YAML cannot be read"
        if state.error == YAML_READER_ERROR {
            let offset = min(Int(state.problem_offset), input.count)
            var line = 1
            var lineStart = 0
            for position in 0..<offset where input[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            let column = String(decoding: UnsafeBufferPointer(rebasing: input[lineStart..<offset]), as: UTF8.self).count + 1
            return Failure(mark: Mark(line: line, column: column), problem: problem)
        }
        let mark = Mark(line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
        // libyaml's own words, the only sign of this error: "Maximum nesting level reached, set
        // with yaml_set_max_nest_level())", an internal name and a stray parenthesis.
        if problem.hasPrefix("Maximum nesting level reached") {
            return Failure(mark: mark, problem: problem, isNestingLimit: true)
        }
        var message = problem
        if let context = state.context.map({ String(cString: $0) }) {
            message += " (\(context), line \(Int(state.context_mark.line) + 1))"
        }
        return Failure(mark: mark, problem: message)
    }
}
