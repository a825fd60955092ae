import AXModel
import Foundation

/// Heuristics about label text.
enum LabelQuality {
    /// Words that only name a role.
    static let roleWords: Set<String> = [
        "button", "btn", "image", "img", "icon", "link", "label", "text", "view", "imageview",
        "uibutton", "uiimageview", "uiview", "uilabel", "switch", "slider", "cell", "graphic",
        "picture", "untitled", "placeholder", "null", "nil", "undefined",
    ]

    static let fileExtensions = ["png", "jpg", "jpeg", "gif", "svg", "pdf", "webp", "heic", "xml", "json"]

    /// Why a label is meaningless, or nil when it reads as a name.
    static func meaningless(_ label: String) -> String? {
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if roleWords.contains(lower) { return "a bare role word" }
        if let dot = lower.lastIndex(of: "."), fileExtensions.contains(String(lower[lower.index(after: dot)...])), !lower.contains(" ") {
            return "a file name"
        }
        if lower.hasSuffix("@2x") || lower.hasSuffix("@3x") { return "an asset name" }
        guard !trimmed.contains(" ") else { return nil }
        let scalars = Array(trimmed.unicodeScalars)
        // snake_case or kebab-case identifiers: icon_share, btn_close2, ic-arrow-left.
        if trimmed.contains("_") && scalars.allSatisfy({ $0.properties.isASCIIHexDigit || ($0.value < 128 && ($0 == "_" || $0 == "-" || CharacterSet.alphanumerics.contains($0))) }) {
            return "an identifier"
        }
        // Letters followed by a long run of digits: Img201059, IMG_0042, photo12345.
        let letters = scalars.prefix { CharacterSet.letters.contains($0) }
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

    /// Lowercased with whitespace runs collapsed and trimmed, for "contains" comparisons.
    /// ASCII text (most labels) takes a byte-level path without Unicode property lookups.
    static func normalized(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte >= 0x80 {
                return text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Role words VoiceOver speaks per trait; a label ending with one repeats the role.
    static let spokenRoleWords: [(Trait, [String])] = [
        (.button, ["button", "btn"]), (.link, ["link"]), (.header, ["heading", "header"]),
        (.searchField, ["search field", "search bar"]), (.image, ["image", "picture", "graphic"]),
        (.adjustable, ["slider", "adjustable"]), (.toggle, ["switch", "toggle"]),
        (.tabBar, ["tab bar"]), (.keyboardKey, ["key"]), (.textEntry, ["text field", "textfield"]),
    ]

    /// The role word a label ends with, when the element has that role.
    static func trailingRoleWord(_ label: String, traits: TraitSet) -> String? {
        guard spokenRoleWords.contains(where: { traits.contains($0.0) }) else { return nil }
        let lower = normalized(label).trimmingCharacters(in: CharacterSet.punctuationCharacters)
        for (trait, words) in spokenRoleWords where traits.contains(trait) {
            for word in words where lower == word || lower.hasSuffix(" " + word) {
                // A label that is only the role word is `label-meaningless`'s business.
                return lower == word ? nil : word
            }
        }
        return nil
    }
}
