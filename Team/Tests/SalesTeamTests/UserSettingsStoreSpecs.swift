import SalesTeam
import Testing

/// What every store of users' settings does, in memory and in PostgreSQL alike.
@Suite struct UserSettingsStoreSpecs {
    @Test(arguments: StoreKind.allCases)
    func answersNothingChosenForANewUser(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)

        #expect(try await sut.settings(username: "alice") == UserSettings())
    }

    @Test(arguments: StoreKind.allCases)
    func keepsEachUsersLastChoiceApart(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.save(UserSettings(zone: "Europe/Lisbon", currency: "EUR"), username: "alice")
        try await sut.save(UserSettings(zone: "Asia/Kolkata"), username: "alice")
        try await sut.save(UserSettings(currency: "JPY"), username: "bob")

        #expect(try await sut.settings(username: "alice") == UserSettings(zone: "Asia/Kolkata"))
        #expect(try await sut.settings(username: "bob") == UserSettings(currency: "JPY"))
    }

    @Test(arguments: StoreKind.allCases)
    func keepsTheLanguageAndFormatsChosenAndForgetsThemWhenUnchosen(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.save(UserSettings(zone: "Asia/Tokyo", locale: "ja-JP"), username: "aiko")
        #expect(try await sut.settings(username: "aiko") == UserSettings(zone: "Asia/Tokyo", locale: "ja-JP"))

        try await sut.save(UserSettings(zone: "Asia/Tokyo"), username: "aiko")
        #expect(try await sut.settings(username: "aiko").locale == nil)
    }

    private func makeSUT(_ kind: StoreKind) async throws -> any UserSettingsStore {
        switch kind {
        case .memory: InMemoryUserSettingsStore()
        case .postgres: PostgresUserSettingsStore(pool: try await StoreKind.migratedPool())
        }
    }
}
