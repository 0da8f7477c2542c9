import Foundation
import SalesClient
import Testing

/// What every ``WebInstanceRegistry`` promises, run against every implementation: a new registry
/// joins ``WebInstanceRegistryImplementation`` and passes these, or is not done.
@Suite struct WebInstanceRegistrySpecs {
    @Test(arguments: WebInstanceRegistryImplementation.allCases)
    func namesNoServerBeforeOneRegisters(_ implementation: WebInstanceRegistryImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        #expect(try sut.store.current() == nil)
    }

    @Test(arguments: WebInstanceRegistryImplementation.allCases)
    func namesTheServerLastRegisteredToTheNextStart(_ implementation: WebInstanceRegistryImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.register(try server(41_234, "0"))
        try sut.store.register(try server(41_235, "1"))
        #expect(try sut.reopened().current() == (try server(41_235, "1")))
    }

    @Test(arguments: WebInstanceRegistryImplementation.allCases)
    func forgetsAServerOnlyWhileItIsTheOneRegistered(_ implementation: WebInstanceRegistryImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let (first, second) = (try server(41_234, "0"), try server(41_235, "1"))
        try sut.store.register(first)
        try sut.store.register(second)
        try sut.store.unregister(first)
        #expect(try sut.reopened().current() == second, "a later start's entry stays")
        try sut.store.unregister(second)
        #expect(try sut.reopened().current() == nil)
    }

    /// A held place that were never given back would hang the next start: the time limit fails it.
    @Test(.timeLimit(.minutes(1)), arguments: WebInstanceRegistryImplementation.allCases)
    func letsTheNextStartTakeThePlaceOnceReleased(_ implementation: WebInstanceRegistryImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let held = try sut.store.holdStart()
        held.release()
        held.release()  // once is enough; again changes nothing
        try sut.reopened().holdStart().release()
    }

    private func server(_ port: Int, _ digit: String) throws -> RunningWebInstance {
        try #require(RunningWebInstance(port: port, launchToken: String(repeating: digit, count: 32)))
    }
}

enum WebInstanceRegistryImplementation: String, CaseIterable, Sendable {
    case file
    case runtimeFile
    case memory

    typealias SUT = StoreUnderSpec<any WebInstanceRegistry>

    func make() throws -> SUT {
        switch self {
        case .file, .runtimeFile:
            let folder = try temporaryDirectory()
            let data = folder.appendingPathComponent("saleassistant")
            let name = self == .file ? "web-server" : "web-server-0123456789abcdef"
            return SUT(
                store: FileWebInstanceRegistry(directory: data, name: name),
                reopened: { FileWebInstanceRegistry(directory: data, name: name) },
                cleanUp: { try? FileManager.default.removeItem(at: folder) })
        case .memory:
            let store = InMemoryWebInstanceRegistry()
            return SUT(store: store, reopened: { store }, cleanUp: {})
        }
    }
}
