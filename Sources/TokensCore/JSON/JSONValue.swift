/// A parsed JSON value whose every part remembers where it was written.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts in its file.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The string, when this node is one.
    public var string: String? { if case .string(let s) = value { s } else { nil } }
    /// The number, when this node is one.
    public var number: Double? { if case .number(let n) = value { n } else { nil } }
    /// The object, when this node is one.
    public var object: JSONObject? { if case .object(let o) = value { o } else { nil } }
    /// The elements, when this node is an array.
    public var array: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
}

/// The kinds of JSON value.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// A short name of the JSON kind, for messages ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: its members in the order written, each key with its own location.
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` member.
    public struct Member: Sendable, Hashable {
        /// The key as decoded.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONNode

        /// Creates a member.
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// Members in source order; keys are unique (the parser reports duplicates and keeps the last).
    public var members: [Member]

    /// Creates an object from members.
    public init(_ members: [Member] = []) { self.members = members }

    /// The value for `key`, if present.
    public subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    /// The member for `key`, if present.
    public func member(_ key: String) -> Member? { members.first { $0.key == key } }

    /// Sets `key` to `value`, replacing an existing member in place or appending a new one.
    public mutating func set(_ key: String, _ value: JSONNode, keyLocation: SourceLocation) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, keyLocation: keyLocation, value: value))
        }
    }

    /// Removes `key` if present.
    public mutating func remove(_ key: String) { members.removeAll { $0.key == key } }
}
