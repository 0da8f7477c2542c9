/// Who is logged in, and the local copy's generation: figures loaded under one stamp are shown only
/// while the session still has it (``SalesSession/stamp()``).
package struct SessionStamp: Equatable, Sendable {
    package let username: String
    package let generation: LocalCopyGeneration

    package init(username: String, generation: LocalCopyGeneration) {
        self.username = username
        self.generation = generation
    }
}
