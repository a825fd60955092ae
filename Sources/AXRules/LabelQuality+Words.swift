/// Words in scripts written without spaces between them.
extension LabelQuality {
    /// True for a character of a script written without spaces between words (Chinese,
    /// Japanese kana, Thai, Lao, Myanmar, Khmer): there a word's bounds are not in the text, so
    /// "削除" (delete) is a word of "ファイルを削除" (delete the file) with nothing around it.
    static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// The words of `text` (`words`), with a run written without spaces split into its
    /// characters: the finest bounds a phrase in such a script can be matched on
    /// ("添付ファイルを削除" is 添, 付, フ, ...; "report.xlsx" is report, xlsx).
    static func tokens(_ text: String) -> [Substring] {
        words(text).flatMap { word -> [Substring] in
            guard word.contains(where: isUnspaced) else { return [word] }
            var tokens: [Substring] = []
            var start = word.startIndex
            var index = word.startIndex
            while index < word.endIndex {
                let next = word.index(after: index)
                if isUnspaced(word[index]) {
                    if start < index { tokens.append(word[start..<index]) }
                    tokens.append(word[index..<next])
                    start = next
                }
                index = next
            }
            if start < word.endIndex { tokens.append(word[start...]) }
            return tokens
        }
    }

    /// True when `phrase` is `text` with parts left out: its words occur in `text` in order,
    /// others possibly between them, as a name that dropped what it acted on reads in any
    /// language ("Remove attachment" in "Remove attachment report.xlsx", "Anhang entfernen" in
    /// "Anhang report.xlsx entfernen", "添付ファイルを削除" in "添付ファイル report.xlsx を削除").
    static func containsWordsInOrder(_ text: String, _ phrase: String) -> Bool {
        let needle = tokens(phrase)
        guard !needle.isEmpty else { return false }
        var remaining = needle[...]
        for token in tokens(text) where token == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return false
    }

}
