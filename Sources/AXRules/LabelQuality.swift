import AXModel
import Foundation

/// Heuristics about label text.
enum LabelQuality {
    /// Words that only name a role.
    static let roleWords: Set<String> = [
        "button", "btn", "image", "img", "icon", "link", "label", "text", "view", "imageview",
        "uibutton", "uiimageview", "uiview", "uilabel", "switch", "slider", "cell", "graphic",
        "picture", "untitled", "placeholder", "null", "nil", "undefined", "checkbox", "textbox", "edit box",
    ]

    /// The style word icon sets put after a glyph's name (Material's "filled" and "outlined").
    static let iconStyleWords: Set<String> = ["filled", "outline", "outlined", "twotone"]

    static let fileExtensions = ["png", "jpg", "jpeg", "gif", "svg", "pdf", "webp", "heic", "xml", "json"]

    /// Why a label is meaningless to a listener, or nil when it reads as a name: a bare role
    /// word (in English or in another of `languages`), a file or asset name, a resource key
    /// (`settings.title`, `btn_ok`, `IMG_0042`, `btnClose`), an identifier (`Img201059`), or
    /// the element's own identifier. A real name that happens to hold underscores, dots or
    /// digits (a crate `my_crate_macros`, a package `com.example.app`, `Wi-Fi 6E`) is not one,
    /// and neither is a link's label that names where it goes (`my_crate_macros` linking to
    /// `/crates/my_crate_macros`).
    /// `iconNames`: whether an icon set's name for its glyph is meaningless, as it is on a
    /// control ("close filled" says what the button looks like, not what it does); on an image
    /// that shows the glyph (an icon gallery), the glyph's name is what it shows.
    /// The label is judged as heard: an icon font's glyphs (Unicode's private use areas) say
    /// nothing, so "\u{EAE1} Button" is the bare "Button" it sounds like.
    static func meaningless(_ label: String, of element: Element? = nil, languages: [SpokenLanguage] = [.english], iconNames: Bool = true) -> String? {
        let heard = label.unicodeScalars.contains(where: RuleCatalog.isPrivateUse)
            ? String(String.UnicodeScalarView(label.unicodeScalars.filter { !RuleCatalog.isPrivateUse($0) })) : label
        let trimmed = heard.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty && heard != label { return "only an icon glyph, which says nothing" }
        let lower = trimmed.lowercased()
        if roleWords.contains(lower) || languages.contains(where: { $0.bareRoleWords.contains(lower) }) { return "a bare role word" }
        // Named after its target: a link to a package, a file or a page called what it says.
        if let url = element?.url, namesTarget(lower, url) { return nil }
        if let id = element?.id, trimmed == id, !readsAsWords(trimmed) { return "the element's identifier" }
        if let dot = lower.lastIndex(of: "."), fileExtensions.contains(String(lower[lower.index(after: dot)...])), !lower.contains(" ") {
            return "a file name"
        }
        if lower.hasSuffix("@2x") || lower.hasSuffix("@3x") { return "an asset name" }
        // An icon set's name for a glyph, read out: "alarm filled", "triangle outline" (icon
        // sets name their glyphs in English whatever the app's language).
        if iconNames, lower.contains(" "), let last = lower.split(separator: " ").last,
           iconStyleWords.contains(String(last).trimmingCharacters(in: .punctuationCharacters)) {
            return "an icon's name"
        }
        guard !trimmed.contains(" ") else { return nil }
        if isResourceKey(trimmed) { return "a resource key" }
        let scalars = Array(trimmed.unicodeScalars)
        // Letters followed by a long run of digits: Img201059, photo12345. ASCII letters only: a
        // Japanese "部屋2041" (room 2041, written without a space) is a name.
        let letters = scalars.prefix { $0.isASCII && CharacterSet.letters.contains($0) }
        let rest = scalars.dropFirst(letters.count)
        if !letters.isEmpty && rest.count >= 4 && rest.allSatisfy({ CharacterSet.decimalDigits.contains($0) }) {
            return "an identifier"
        }
        // Common identifier prefixes in camelCase: btnClose, imgLogo, icBack, lblTitle.
        for prefix in ["btn", "img", "ic", "iv", "lbl", "txt", "icon"] {
            if lower.hasPrefix(prefix) && scalars.count > prefix.count && CharacterSet.uppercaseLetters.contains(scalars[prefix.count]) {
                return "an identifier"
            }
        }
        return nil
    }

    /// Prefixes resource and view names start with on Android and iOS (`btn_ok`, `ic_back`,
    /// `tv_title`, `lbl-name`).
    static let resourcePrefixes: Set<String> = [
        "btn", "button", "ic", "icon", "img", "image", "iv", "lbl", "label", "txt", "text", "tv", "et", "bg",
        "str", "string", "msg", "cd", "a11y", "fab", "cb", "rb", "sw", "nav", "menu", "action", "tab",
    ]

    /// The resource prefixes that are no English words (`btn`, `ic`, `tv`): enough on their own
    /// to mark a kebab-case label as a key.
    static let abbreviatedPrefixes: Set<String> = [
        "btn", "ic", "img", "iv", "lbl", "txt", "tv", "et", "bg", "str", "msg", "cd", "a11y", "fab", "cb", "rb", "sw", "nav",
    ]

    /// Last parts of a dotted label that make it a domain name, not a key.
    static let domainEndings: Set<String> = ["com", "org", "net", "io", "app", "dev", "ai", "co", "gov", "edu", "info", "xyz", "rs", "js"]

    /// Words resource keys are made of (`settings.title`, `login_button_label`,
    /// `home.welcomeMessage`): what a string is for, not what it says.
    static let resourceKeyWords: Set<String> = [
        "title", "subtitle", "label", "button", "btn", "text", "message", "msg", "hint", "placeholder",
        "description", "desc", "header", "footer", "caption", "tooltip", "cta", "error", "accessibility",
        "a11y", "content", "heading", "body", "prompt", "value", "name",
    ]

    /// True when a label without spaces is shaped like a resource key or a constant: snake or
    /// kebab case starting with a resource prefix or holding a key word, or a part that is all
    /// digits (`btn_ok`, `settings_title`, `photo_001`); SCREAMING_SNAKE_CASE (`IMG_0042`,
    /// `BTN_OK`); dotted parts holding a key word (`settings.title`; not `crates.io`,
    /// `com.example.app` or a domain such as `name.com`). Joined by hyphens alone, only an
    /// abbreviated prefix marks a key (`ic-arrow-left`, not `text-to-speech`).
    static func isResourceKey(_ label: String) -> Bool {
        guard label.unicodeScalars.allSatisfy({ $0.isASCII }) else { return false }
        if label.contains("_"), label.contains(where: \.isLetter), !label.contains(where: \.isLowercase),
           label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return true  // SCREAMING_SNAKE_CASE
        }
        let separators: Set<Character> = ["_", ".", "-"]
        guard label.contains(where: separators.contains) else { return false }
        // Kebab case only when all lowercase: "Wi-Fi" and "e-Mail" are words.
        let lowercaseOnly = !label.contains(where: \.isUppercase)
        let parts = label.split(whereSeparator: { $0 == "_" || $0 == "." || ($0 == "-" && lowercaseOnly) })
        guard parts.count >= 2, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }) else { return false }
        // A domain is a name: `name.com`, `label.app`, `example.de`.
        if label.contains("."), let last = parts.last?.lowercased(), domainEndings.contains(last) || (last.count == 2 && last.allSatisfy(\.isLetter)) {
            return false
        }
        let words = parts.flatMap(camelWords)
        if let first = words.first, !label.contains(".") {
            // Joined by hyphens alone, only an abbreviation marks a key (`ic-arrow-left`):
            // "text-to-speech" and "menu-driven" are words.
            let kebabOnly = !label.contains("_")
            if kebabOnly ? abbreviatedPrefixes.contains(first) : resourcePrefixes.contains(first) { return true }
        }
        // A key names what the string is for; joined by hyphens alone, it ends with that word
        // (`settings-title`; not "text-to-speech").
        if label.contains("_") || label.contains(".") {
            if words.contains(where: resourceKeyWords.contains) { return true }
        } else if let last = words.last, resourceKeyWords.contains(last) {
            return true
        }
        return !label.contains(".") && parts.dropFirst().contains { $0.allSatisfy(\.isNumber) }
    }

    /// The words of a camelCase part, lowercased: `welcomeMessage` -> `welcome`, `message`.
    static func camelWords(_ part: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        for character in part {
            if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// True when the text reads as words: letters, spaces, apostrophes and hyphens, with no
    /// capital inside a lowercase word (`Login`, `OK`, `Wi-Fi`; not `loginButton`, `btn_ok`).
    static func readsAsWords(_ text: String) -> Bool {
        var previous: Character = " "
        for character in text {
            guard character.isLetter || character == " " || character == "'" || character == "-" else { return false }
            if character.isUppercase && previous.isLowercase { return false }
            previous = character
        }
        return true
    }

    /// True when a link's lowercased label is a part of its target's path or host (`docs`
    /// for `/docs/`, `my_crate_macros` for `https://crates.io/crates/my_crate_macros`): the
    /// link is named after where it goes.
    static func namesTarget(_ label: String, _ url: String) -> Bool {
        guard !label.isEmpty else { return false }
        let target = url.lowercased()
        let name = Substring(label)
        return target.split(whereSeparator: { "/?#=&:".contains($0) }).contains { part in
            part == name || part.split(separator: ".").first == name
        }
    }

    /// Lowercased with whitespace runs collapsed and trimmed, for "contains" comparisons.
    /// ASCII text (most labels) takes a byte-level path without Unicode property lookups, and
    /// builds its result in place (no heap allocation up to 15 bytes).
    static func normalized(_ text: String) -> String {
        var ascii = true
        let result = String(unsafeUninitializedCapacity: text.utf8.count) { output in
            guard let written = text.utf8.withContiguousStorageIfAvailable({ normalizeASCII($0, into: output) }), let written else {
                ascii = false
                return 0
            }
            return written
        }
        guard ascii else {
            return text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        return result
    }

    /// Writes the bytes of `normalized` of the ASCII text `utf8` into `output` (at least as
    /// long) and returns how many; nil at a byte that is not ASCII (the caller falls back).
    @inline(__always)
    static func normalizeASCII(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var length = 0
        var pendingSpace = false
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            if isASCIIWhitespace(byte) {
                pendingSpace = length > 0
                continue
            }
            if pendingSpace {
                output[length] = 0x20
                length += 1
                pendingSpace = false
            }
            output[length] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            length += 1
        }
        return length
    }

    /// Calls `body` with the bytes of `trimmingPunctuation(normalized(text))`, worked out in a
    /// buffer on the stack instead of two strings; nil when the text is not ASCII (the caller
    /// falls back to the strings).
    static func withTrimmedNormalizedASCII<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        withNormalizedASCII(text) { normalized in
            var start = 0, end = normalized.count
            while start < end && isASCIIPunctuation(normalized[start]) { start += 1 }
            while end > start && isASCIIPunctuation(normalized[end - 1]) { end -= 1 }
            return body(UnsafeBufferPointer(rebasing: normalized[start..<end]))
        }
    }

    /// Calls `body` with the bytes of `normalized(text)` in a buffer on the stack; nil when the
    /// text is not ASCII.
    static func withNormalizedASCII<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let result = text.utf8.withContiguousStorageIfAvailable { utf8 -> Result? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { output -> Result? in
                guard let length = normalizeASCII(utf8, into: output) else { return nil }
                return body(UnsafeBufferPointer(rebasing: output[..<length]))
            }
        }
        return result ?? nil
    }

    /// FNV-1a (64 bits) of the bytes of `trimmingPunctuation(normalized(text))`, without
    /// building either string; nil when the text is not ASCII. Equal names hash equally, so a
    /// label whose hash no name of a set has is not one of them; a hash found is confirmed on
    /// the strings.
    static func trimmedNormalizedHash(_ text: String) -> UInt64? {
        withTrimmedNormalizedASCII(text) { fnv1a($0) }
    }

    /// FNV-1a (64 bits) of `bytes`, after `seed`.
    @inline(__always)
    static func fnv1a(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// `normalized(a) == normalized(b)`, compared byte by byte without building either when
    /// both are ASCII.
    static func haveSameNormalized(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var x = NormalizedBytes(a.utf8), y = NormalizedBytes(b.utf8)
        while true {
            let p = x.next(), q = y.next()
            if p == NormalizedBytes.nonASCII || q == NormalizedBytes.nonASCII { return normalized(a) == normalized(b) }
            if p != q { return false }
            if p == NormalizedBytes.end { return true }
        }
    }

    /// FNV-1a (64 bits) of the bytes of `normalized(text)` after `seed`, computed without
    /// building the string; nil when the text is not ASCII. Equal normalised labels hash
    /// equally; different ones almost never do, so callers confirm a match.
    static func normalizedHash(_ text: String, seed: UInt64) -> UInt64? {
        withNormalizedASCII(text) { fnv1a($0, seed: seed) }
    }

    /// The bytes of `normalized(text)` one at a time, for ASCII text.
    struct NormalizedBytes {
        static let end: UInt16 = 0x100
        static let nonASCII: UInt16 = 0x101
        var iterator: String.UTF8View.Iterator
        var started = false
        var held: UInt8?

        init(_ utf8: String.UTF8View) { iterator = utf8.makeIterator() }

        /// The next normalised byte, `end`, or `nonASCII` (the caller falls back).
        mutating func next() -> UInt16 {
            if let byte = held {
                held = nil
                return UInt16(byte)
            }
            var sawSpace = false
            while let byte = iterator.next() {
                if byte >= 0x80 { return NormalizedBytes.nonASCII }
                if LabelQuality.isASCIIWhitespace(byte) {
                    sawSpace = started
                    continue
                }
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                started = true
                if sawSpace {
                    held = lower
                    return 0x20
                }
                return UInt16(lower)
            }
            return NormalizedBytes.end
        }
    }

    /// The last letters of role words and their other spellings, one bit per letter from `a`.
    static let roleWordEndings: UInt32 = {
        var bits: UInt32 = 0
        for (word, variants) in roleWordVariants {
            for written in [word] + variants { bits |= 1 << UInt32((written.utf8.last ?? 0x61) - 0x61) }
        }
        // Spoken role words without other spellings.
        for word in ["link", "key", "slider", "tab", "option", "menu item", "combobox", "spinbutton", "edit box"] {
            bits |= 1 << UInt32((word.utf8.last ?? 0x61) - 0x61)
        }
        return bits
    }()

    /// False when the label cannot end with a role word once normalised and trimmed of
    /// punctuation, judged from its last ASCII character without building anything: a label
    /// ending in a digit ("Health 1.1") or in "s" ("Settings") is rejected at once.
    static func mayEndWithRoleWord(_ label: String) -> Bool {
        label.utf8.withContiguousStorageIfAvailable(mayEndWithRoleWord) ?? true
    }

    /// The same, told from the bytes of the label in their storage.
    static func mayEndWithRoleWord(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        // From the end: trailing whitespace (trimmed by `normalized`), then punctuation.
        var trimmingWhitespace = true
        for byte in utf8.reversed() {
            if byte >= 0x80 { return true }  // Unicode: the full check decides.
            if trimmingWhitespace && isASCIIWhitespace(byte) { continue }
            trimmingWhitespace = false
            if isASCIIPunctuation(byte) { continue }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            guard lower >= 0x61 && lower <= 0x7A else { return false }
            return roleWordEndings & (1 << UInt32(lower - 0x61)) != 0
        }
        return false
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: the ASCII characters
    /// with the Unicode White_Space property.
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// ASCII characters in Foundation's `punctuationCharacters` (Unicode categories P*):
    /// `!"#%&'()*,-./:;?@[\]_{}`, one bit per byte value.
    static let asciiPunctuation: (UInt64, UInt64) = {
        var low: UInt64 = 0, high: UInt64 = 0
        for byte in Array("!\"#%&'()*,-./:;?@[\\]_{}".utf8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        return (low, high)
    }()

    /// Whether `byte` is one of `asciiPunctuation`.
    @inline(__always)
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        let (low, high) = asciiPunctuation
        return byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }

    /// `text.trimmingCharacters(in: .punctuationCharacters)`, on bytes when the text is ASCII.
    static func trimmingPunctuation(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: CharacterSet.punctuationCharacters) }
        guard let first = utf8.firstIndex(where: { !isASCIIPunctuation($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isASCIIPunctuation($0) }) ?? first
        if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return text }
        return String(text[first...last])
    }

    /// Other ways of writing a role word a screen reader speaks, by the word it speaks: a label
    /// "Close btn" repeats the "button" of "Close btn, button".
    static let roleWordVariants: [String: [String]] = [
        "button": ["btn"], "heading": ["header"], "image": ["picture", "graphic"],
        "search field": ["search bar", "searchbox", "search box"], "searchbox": ["search field", "search bar", "search box"],
        "switch button": ["switch", "toggle"], "switch": ["toggle"], "checkbox": ["check box"],
        "radio button": ["radio"], "radio": ["radio button"], "toggle button": ["toggle"],
        "text field": ["textfield", "edit box", "textbox"], "textbox": ["text field", "textfield", "edit box"],
        "edit box": ["text field", "textfield", "textbox"], "adjustable": ["slider"], "tab bar": ["tablist"],
        "tablist": ["tab bar"],
    ]

    /// The role word a label ends with, when the screen reader speaks that role for the
    /// element (`spoken`, from `ScreenReader.roleWords`), another spelling of it, or the last
    /// word of a role of two: "Close button" on a button repeats its role, as "Dark Theme
    /// Button" does before "switch button"; "Show cancel button" on a checkbox names the
    /// setting and repeats nothing.
    ///
    /// In another of `languages` the label repeats the role with that language's word for it,
    /// where the language puts it: at the end (`Schließen-Schaltfläche`, `閉じるボタン`) or at
    /// the start (`زر الإغلاق`).
    static func trailingRoleWord(_ label: String, spoken: [String], languages: [SpokenLanguage] = [.english]) -> String? {
        guard !spoken.isEmpty else { return nil }
        for language in languages where language != .english {
            if let word = repeatedRoleWord(label, spoken: spoken, in: language) { return word }
        }
        guard mayEndWithRoleWord(label) else { return nil }
        // An ASCII label is compared in UTF-8, normalised on the stack, without writing out
        // " word" for every word of every role; any other as characters (where "\u{212A}ey"
        // is "Key").
        if let found = withTrimmedNormalizedASCII(label, { text in
            repeatedRole(spoken) { word in
                let written = word.utf8
                if text.elementsEqual(written) { return .some(nil) }  // only the role word: label-meaningless's business
                guard text.count > written.count else { return nil }
                let space = text.count - written.count - 1
                return text[space] == 0x20 && text[(space + 1)...].elementsEqual(written) ? .some(word) : nil
            }
        }) {
            return found
        }
        let lower = trimmingPunctuation(normalized(label))
        return repeatedRole(spoken) { word in lower == word ? .some(nil) : lower.hasSuffix(" " + word) ? .some(word) : nil }
    }

    /// The first of the `spoken` roles, their other spellings (`roleWordVariants`) or the
    /// last word of a role of two that `repeated` finds at the end of a label: the word, or
    /// nil when the label is only that word (`repeated` gives `.some(nil)`).
    private static func repeatedRole(_ spoken: [String], _ repeated: (String) -> String??) -> String? {
        for role in spoken {
            let role = role.utf8.allSatisfy({ $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) }) ? role : role.lowercased()
            if let found = repeated(role) { return found }
            for variant in roleWordVariants[role] ?? [] {
                if let found = repeated(variant) { return found }
            }
            // A role of two words ends with one a label can repeat: "Dark Theme Button" said
            // before "switch button".
            if let space = role.utf8.lastIndex(of: 0x20), let found = repeated(String(role[role.utf8.index(after: space)...])) {
                return found
            }
        }
        return nil
    }

    /// The word of `language` for one of the `spoken` roles that the label repeats, where the
    /// language writes it, or nil (also when the label is only that word: label-meaningless's
    /// business).
    static func repeatedRoleWord(_ label: String, spoken: [String], in language: SpokenLanguage) -> String? {
        let text = trimmingPunctuation(normalized(label))
        for role in spoken {
            for word in language.roleWords[role.lowercased()] ?? [] where text.count > word.count {
                if language.roleAtStart {
                    if text.hasPrefix(word + " ") { return word }
                } else if !language.spaced {
                    if text.hasSuffix(word) { return word }
                } else if text.hasSuffix(" " + word) || text.hasSuffix("-" + word) {
                    return word
                }
            }
        }
        return nil
    }

    /// The words of a text, lowercased: runs of letters and digits. An ASCII text's letters
    /// and digits are `A-Z`, `a-z` and `0-9`, told from its bytes without a character's
    /// Unicode properties.
    static func words(_ text: String) -> [Substring] {
        guard text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) == true else {
            return text.lowercased().split { !($0.isLetter || $0.isNumber) }
        }
        let lower = text.lowercased()
        return lower.utf8.split { byte in !(byte >= 0x61 && byte <= 0x7A || byte >= 0x30 && byte <= 0x39) }.map { Substring($0) }
    }

    /// True when the words of `phrase` occur in `text`, in order and next to each other
    /// ("On" is in "Notifications, on", not in "Notifications").
    static func containsWords(_ text: String, _ phrase: String) -> Bool {
        containsWords(words(text), phrase)
    }

    /// The same, in the words of a text (`words`) worked out once for several phrases.
    static func containsWords(_ haystack: [Substring], _ phrase: String) -> Bool {
        let needle = words(phrase)
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
