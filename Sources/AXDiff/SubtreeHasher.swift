import AXModel

/// Subtree hashes use the model's seeded hash (Sources/AXModel/SeededHasher.swift).
typealias SubtreeHasher = SeededHasher
