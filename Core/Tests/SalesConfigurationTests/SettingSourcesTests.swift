import SalesConfiguration
import Testing

@Suite struct SettingSourcesTests {
    @Test func takesTheFlagOverTheEnvironmentAndNamesWhereTheTextCameFrom() {
        let sources = SettingSources(
            environment: ["TTL": "30", "LEVEL": "debug"],
            flags: [.init("--ttl", "5", overrides: "TTL"), .init("--level", nil, overrides: "LEVEL")])
        #expect(sources.text(for: "TTL")?.text == "5")
        #expect(sources.text(for: "TTL")?.source == "--ttl")
        #expect(sources.text(for: "LEVEL")?.text == "debug")
        #expect(sources.text(for: "LEVEL")?.source == "LEVEL")
        #expect(sources.text(for: "UNSET") == nil)
    }

    @Test func leavesTheDefaultWhenNothingSetsIt() throws {
        #expect(try SettingSources(environment: [:]).value("TTL", .seconds(upTo: 60)) == nil)
    }

    @Test func blamesTheFlagWhenTheFlagIsBad() {
        let sources = SettingSources(environment: ["TTL": "30"], flags: [.init("--ttl", "soon", overrides: "TTL")])
        #expect(throws: ConfigurationError("--ttl must be a number of seconds above 0 up to 60, not 'soon'")) {
            try sources.value("TTL", .seconds(upTo: 60))
        }
    }

    @Test func escapesControlCharactersOfARefusedValueAsTerminalsAreShownThem() {
        #expect(
            throws: ConfigurationError(#"PORT must be a port number from 0 to 65535, not '8\u{1B}0\u{9B}\u{202E}'"#)
        ) {
            try SettingSources(environment: ["PORT": "8\u{1B}0\u{9B}\u{202E}"]).value("PORT", .port)
        }
    }
}
