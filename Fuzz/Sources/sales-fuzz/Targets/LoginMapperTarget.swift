import Foundation
import SalesCore

/// `POST /login` answers: the token on success, the message on 401.
enum LoginMapperTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        _ = try? LoginMapper.map(data, statusCode: 200)
        do {
            _ = try LoginMapper.map(data, statusCode: 401)
        } catch {
            _ = error.description
        }
    }
}
