import ArgumentParser
import Foundation
import SalesCore

/// The commands' way of telling notices (``NoticePresenter``): one line each on standard error,
/// `warning: …` or `offline: …`, made safe for a terminal, in yellow there.
enum Warnings {
    /// Says each of `notices`, in order; dates in the reader's zone.
    static func say(_ notices: [Notice], in environment: ClientEnvironment) {
        let console = environment.console
        for notice in notices {
            let line = NoticePresenter.viewModel(for: notice, in: environment.timeZone).line
            console.warn(console.style.yellow(line.terminalSafe))
        }
    }

    /// When the rates could not be had: says so and what was shown without them, then exits
    /// with the failure's code (4 for a middleware down), after the output.
    static func missingRates<Rates>(
        _ rates: Result<Rates, ClientError>, in environment: ClientEnvironment, shown: String
    ) throws {
        guard case .failure(let error) = rates else { return }
        say([.noRates(error, shown: shown)], in: environment)
        throw ExitCode(error.exitCode)
    }
}
