extension ClientError {
    /// What a storage step threw, as the commands say it: the file system's own message, a client
    /// error as it is, anything else (a sealing failure) after `doing`.
    static func storage(_ error: any Error, doing: String) -> ClientError {
        switch error {
        case let failure as PrivateFiles.Failure: .storage(failure.message)
        case let error as ClientError: error
        default: .storage("\(doing): \(error)")
        }
    }
}
