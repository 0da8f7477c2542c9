extension ClientError {
    /// What a storage step threw, as the commands say it: the file system's own message, a client
    /// error as it is, anything else (a sealing failure) after `doing`.
    init(storage error: any Error, doing: String) {
        switch error {
        case let failure as PrivateFiles.Failure: self = .storage(failure.message)
        case let error as ClientError: self = error
        default: self = .storage("\(doing): \(error)")
        }
    }
}
