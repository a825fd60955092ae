import AXModel

/// Parsing of the attribute values page sources use, shared by the XML importers.
enum AttributeValues {
    /// `true`/`false` as page sources write them; nil for anything else.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "TRUE", "True", "1": true
        case "false", "FALSE", "False", "0": false
        default: nil
        }
    }

    /// A finite decimal number; nil for anything else (including `nan` and `inf`).
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }) else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Android bounds `[left,top][right,bottom]` as numbers, or nil when they do not parse.
    static func bounds(_ text: String) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        var numbers: [Double] = []
        var rest = Substring(text)
        for _ in 0..<2 {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let pair = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",", omittingEmptySubsequences: false)
            guard pair.count == 2 else { return nil }
            for part in pair {
                guard let value = number(String(part)) else { return nil }
                numbers.append(value)
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The text with leading and trailing whitespace removed; nil when nothing is left.
    static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        return String(scalars[first...last])
    }

    /// A number in its shortest exact form: `3`, `2.625`.
    static func shortest(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    }

    /// `W x H` of a size, in shortest number form: `393x852`.
    static func size(_ width: Double, _ height: Double) -> String {
        Frame.format(width) + "x" + Frame.format(height)
    }
}

extension Frame {
    /// True when `other` lies inside this frame (edges may touch).
    func contains(_ other: Frame) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }
}
