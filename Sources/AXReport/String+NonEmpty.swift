extension String {
    /// Nil for the empty string, for falling back: `message.nonEmpty ?? title`.
    var nonEmpty: String? { isEmpty ? nil : self }
}
