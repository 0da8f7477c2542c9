import FakeUpstream
import SalesConfiguration
import Testing

@Suite struct FaultBoardTests {
    @Test func leavesEndpointsWithoutFaultsAlone() {
        #expect(FaultBoard().decide(for: .sales) == .init(latency: .zero, outcome: .normal))
    }

    @Test func addsLatencyToEveryOutcome() {
        let board = FaultBoard(faults: [.rates: Fault(latencyMilliseconds: 250, malformed: true)])
        #expect(board.decide(for: .rates) == .init(latency: .milliseconds(250), outcome: .malformed))
    }

    @Test func ranksHangOverUnauthorizedOverFailureOverBodyFaults() {
        let all = Fault(failureRate: 1, malformed: true, truncated: true, hang: true, unauthorized: true)
        #expect(FaultBoard(faults: [.sales: all]).decide(for: .sales).outcome == .hang)
        var fault = all
        fault.hang = false
        #expect(FaultBoard(faults: [.sales: fault]).decide(for: .sales).outcome == .unauthorized)
        fault.unauthorized = false
        #expect(FaultBoard(faults: [.sales: fault]).decide(for: .sales).outcome == .failure(status: 500))
        fault.failureRate = 0
        #expect(FaultBoard(faults: [.sales: fault]).decide(for: .sales).outcome == .malformed)
        fault.malformed = false
        #expect(FaultBoard(faults: [.sales: fault]).decide(for: .sales).outcome == .truncated)
    }

    @Test func failsAboutAsOftenAsTheRateSays() {
        let board = FaultBoard(faults: [.rates: Fault(failureRate: 0.3)])
        let failures = (0..<2000).filter { _ in board.decide(for: .rates).outcome != .normal }.count
        #expect((450...750).contains(failures))
    }

    @Test func countsDownLimitedFaults() {
        let board = FaultBoard(faults: [.login: Fault(unauthorized: true, times: 2)])
        #expect(board.decide(for: .login).outcome == .unauthorized)
        #expect(board.decide(for: .login).outcome == .unauthorized)
        #expect(board.decide(for: .login).outcome == .normal)
        #expect(board.faults.isEmpty)
    }
}

@Suite struct FaultSpecTests {
    @Test func parsesEverySetting() throws {
        let (endpoint, fault) = try FaultSpec.parse("sales:fail=0.5,status=503,times=2,latency=120")
        #expect(endpoint == .sales)
        #expect(fault == Fault(latencyMilliseconds: 120, failureRate: 0.5, failureStatus: 503, times: 2))
        #expect(try FaultSpec.parse("rates:hang").1 == Fault(hang: true))
        #expect(try FaultSpec.parse("sales:held,times=1").1 == Fault(held: true, times: 1))
        #expect(
            try FaultSpec.parse("products:malformed,truncated,unauthorized").1
                == Fault(malformed: true, truncated: true, unauthorized: true))
    }

    @Test(arguments: [
        "", "sales", "orders:hang", "sales:explode", "sales:fail", "sales:fail=x", "sales:fail=3", "sales:status=700",
        "sales:times=0",
    ])
    func refusesAnythingElseWithAClearMessage(_ text: String) {
        #expect(throws: ConfigurationError.self) { try FaultSpec.parse(text) }
    }
}
