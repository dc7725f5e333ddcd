import EaseBytes

extension StyleResolver {
    /// What decides an element's style: its parent's style (by memo number, which stands for the
    /// whole ancestor chain), tag, id (when a selector names it), classes and the attributes selectors test.
    struct Key: Hashable, Sendable {
        let parent: Int
        /// The tag's shared code (the same on every page), or -1 for a name of the page's own, then in `ownName`.
        let name: Int
        let ownName: String?
        let id: String?
        /// The `class` attribute as written (the same classes in another order resolve again, harmlessly).
        let classes: String
        let attributes: [String]
        /// Parent, tag and classes mixed once (``mix(parent:name:classes:)``): what
        /// tells most keys apart (keys that differ only in id or tested attributes, which few
        /// elements have, share a bucket and are told apart by `==`).
        let mix: Int

        init(parent: Int, name: Int, ownName: String?, id: String?, classes: String, attributes: [String]) {
            self.parent = parent
            self.name = name
            self.ownName = ownName
            self.id = id
            self.classes = classes
            self.attributes = attributes
            mix = Key.mix(parent: parent, name: name, classes: classes)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.mix == rhs.mix && lhs.parent == rhs.parent && lhs.name == rhs.name && lhs.classes == rhs.classes
                && lhs.id == rhs.id && lhs.ownName == rhs.ownName && lhs.attributes == rhs.attributes
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(mix)
        }

        /// Parent, tag and the class attribute's bytes, mixed (FNV-1a over its words and then its
        /// last bytes, then a multiplicative finish so that every bit of the result depends on
        /// every input).
        static func mix(parent: Int, name: Int, classes: String) -> Int {
            var hash: UInt64 = FNV1a.offsetBasis ^ UInt64(bitPattern: Int64(parent)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= UInt64(bitPattern: Int64(name))
            // The class attribute's bytes eight at a time from its contiguous storage, then the rest.
            classes.withContiguousUTF8 { bytes in
                var offset = 0
                while offset + 8 <= bytes.count {
                    hash = FNV1a.mixing(hash, ByteWord.load(bytes, at: offset))
                    hash ^= hash >> 31
                    offset += 8
                }
                while offset < bytes.count {
                    hash = FNV1a.mixing(hash, UInt64(bytes[offset]))
                    offset += 1
                }
            }
            hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE5_E9B9
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }
    }
}

extension StyleResolver.Key: ProbingKey {
    /// The key's mix (made with the key, from its parent, tag and classes), seven bits down.
    var probeHash: Int { Int(truncatingIfNeeded: UInt(bitPattern: mix) >> 7) }
}
