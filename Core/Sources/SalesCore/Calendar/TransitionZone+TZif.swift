extension TransitionZone {
    /// Why bytes are not a zone.
    public struct TZifError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Reads a tz database file (TZif, RFC 8536, versions 1 to 4): its 64-bit data when it has
    /// them, else the 32-bit, and the POSIX rule of its footer. Leap-second records are passed
    /// over (the `right/` zones count them; civil time does not). Every count is checked against
    /// the bytes there are before anything is kept.
    public init(tzif bytes: [UInt8]) throws(TZifError) {
        var reader = TZifReader(bytes: bytes)
        let first = try reader.header()
        guard first.version >= 2 else {
            self = try reader.block(first, timeSize: 4)
            return
        }
        try reader.skip(first, timeSize: 4)
        let second = try reader.header()
        let zone = try reader.block(second, timeSize: 8)
        let footer = try reader.footer()
        guard let footer else {
            self = zone
            return
        }
        guard let rule = PosixTimeZoneRule(footer) else {
            throw TZifError(description: "its rule for later dates (\(footer)) cannot be read")
        }
        self.init(transitions: zone.transitions, typeIndices: zone.typeIndices, states: zone.states, rule: rule)
    }
}

/// The counts a TZif header gives.
private struct TZifHeader {
    let version: Int
    let isUTCCount: Int
    let isStandardCount: Int
    let leapCount: Int
    let timeCount: Int
    let typeCount: Int
    let characterCount: Int

    func dataSize(timeSize: Int) -> Int {
        timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
            + isStandardCount + isUTCCount
    }
}

private struct TZifReader {
    typealias Failure = TransitionZone.TZifError
    let bytes: [UInt8]
    var position = 0

    mutating func header() throws(Failure) -> TZifHeader {
        guard bytes.count - position >= 44, bytes[position..<position + 4].elementsEqual("TZif".utf8) else {
            throw Failure(description: "it is not a tz database file")
        }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { throw Failure(description: "it is not a tz database file") }
        var counts: [Int] = []
        for index in 0..<6 { counts.append(Int(uint32(at: position + 20 + 4 * index))) }
        position += 44
        let header = TZifHeader(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        guard header.typeCount >= 1, header.typeCount <= 256, header.characterCount >= 1,
            header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
            header.isStandardCount == 0 || header.isStandardCount == header.typeCount,
            header.timeCount <= 1 << 20, header.leapCount <= 1 << 20, header.characterCount <= 1 << 16
        else { throw Failure(description: "its header's counts do not fit the file") }
        return header
    }

    mutating func skip(_ header: TZifHeader, timeSize: Int) throws(Failure) {
        let size = header.dataSize(timeSize: timeSize)
        guard size <= bytes.count - position else { throw Failure(description: "it is cut short") }
        position += size
    }

    mutating func block(_ header: TZifHeader, timeSize: Int) throws(Failure) -> TransitionZone {
        guard header.dataSize(timeSize: timeSize) <= bytes.count - position else {
            throw Failure(description: "it is cut short")
        }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.timeCount)
        for index in 0..<header.timeCount {
            let at = position + index * timeSize
            let time = timeSize == 8 ? Int64(bitPattern: uint64(at: at)) : Int64(Int32(bitPattern: uint32(at: at)))
            guard transitions.last.map({ $0 < time }) ?? true else {
                throw Failure(description: "its changes are not in order")
            }
            transitions.append(time)
        }
        position += header.timeCount * timeSize
        let typeIndices = Array(bytes[position..<position + header.timeCount])
        guard typeIndices.allSatisfy({ Int($0) < header.typeCount }) else {
            throw Failure(description: "a change names a state it does not have")
        }
        position += header.timeCount
        let typesStart = position
        position += header.typeCount * 6
        let characters = bytes[position..<position + header.characterCount]
        var states: [ZoneState] = []
        for index in 0..<header.typeCount {
            let at = typesStart + index * 6
            let offset = Int32(bitPattern: uint32(at: at))
            let designation = Int(bytes[at + 5])
            guard offset != .min, (-93_599...93_599).contains(offset), designation < header.characterCount else {
                throw Failure(description: "a state's offset or name is out of range")
            }
            let name = characters.dropFirst(designation).prefix { $0 != 0 }
            states.append(
                ZoneState(
                    offset: Int(offset), isDaylight: bytes[at + 4] != 0,
                    abbreviation: String(decoding: name, as: UTF8.self)))
        }
        position +=
            header.characterCount + header.leapCount * (timeSize + 4) + header.isStandardCount
            + header.isUTCCount
        return TransitionZone(transitions: transitions, typeIndices: typeIndices, states: states, rule: nil)
    }

    /// The rule between the newlines that end a version 2+ file; `nil` when it is empty.
    mutating func footer() throws(Failure) -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\n"),
            let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\n"))
        else { throw Failure(description: "its footer is missing") }
        let rule = bytes[(position + 1)..<end]
        position = end + 1
        return rule.isEmpty ? nil : String(decoding: rule, as: UTF8.self)
    }

    private func uint32(at index: Int) -> UInt32 {
        bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    private func uint64(at index: Int) -> UInt64 {
        bytes[index..<index + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
}
