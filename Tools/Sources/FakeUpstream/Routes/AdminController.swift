import Foundation
import Hummingbird

/// The control panel tests and demos drive, under `/_admin`:
/// - `GET /_admin/stats`: requests per endpoint; `POST /_admin/reset`: clear faults, counters, data.
/// - `GET /_admin/faults`; `PUT /_admin/faults/{endpoint}` with a ``Fault`` as JSON;
///   `DELETE /_admin/faults/{endpoint}`.
/// - `GET /_admin/held`: how many requests a `held` fault holds; `POST /_admin/release`: let them go.
/// - `PUT /_admin/data/{endpoint}`: serve this body (any bytes) from now on.
/// - `POST /_admin/tokens/expire`: end every session.
/// - `GET /_admin/health`: 200 while the server runs (for container health checks).
struct AdminController<Context: RequestContext> {
    let tokens: TokenBook
    let faults: FaultBoard
    let stats: RequestStats
    let data: DataStore

    func addRoutes(to router: Router<Context>) {
        let admin = router.group("/_admin")
        admin.get("/health") { _, _ in JSONResponse.encoded(.ok, ["status": "ok"]) }
        admin.get("/stats") { _, _ in
            JSONResponse.encoded(
                .ok, Dictionary(uniqueKeysWithValues: stats.snapshot.map { ($0.key.rawValue, $0.value) }))
        }
        admin.post("/reset") { _, _ in
            faults.clear()
            faults.release()
            stats.reset()
            data.reset()
            return Response(status: .noContent)
        }
        admin.get("/faults") { _, _ in
            JSONResponse.encoded(
                .ok, Dictionary(uniqueKeysWithValues: faults.faults.map { ($0.key.rawValue, $0.value) }))
        }
        admin.put("/faults/:endpoint") { request, context in
            guard let endpoint = endpoint(context) else { return unknownEndpoint(context) }
            let body = try await request.body.collect(upTo: 64 * 1024)
            do {
                let fault = try JSONDecoder().decode(Fault.self, from: Data(buffer: body))
                faults.set(fault, for: endpoint)
                return JSONResponse.encoded(.ok, fault)
            } catch {
                return JSONResponse.message(.badRequest, "Invalid fault: \(error)")
            }
        }
        admin.delete("/faults/:endpoint") { _, context in
            guard let endpoint = endpoint(context) else { return unknownEndpoint(context) }
            faults.set(nil, for: endpoint)
            return Response(status: .noContent)
        }
        admin.put("/data/:endpoint") { request, context in
            guard let endpoint = endpoint(context), endpoint != .login else { return unknownEndpoint(context) }
            data.replace(endpoint, with: try await request.body.collect(upTo: 512 * 1024 * 1024))
            return Response(status: .noContent)
        }
        admin.get("/held") { _, _ in JSONResponse.encoded(.ok, ["held": faults.held]) }
        admin.post("/release") { _, _ in JSONResponse.encoded(.ok, ["released": faults.release()]) }
        admin.post("/tokens/expire") { _, _ in
            tokens.expireAll()
            return Response(status: .noContent)
        }
    }

    private func endpoint(_ context: Context) -> Endpoint? {
        context.parameters.get("endpoint").flatMap(Endpoint.init(rawValue:))
    }

    private func unknownEndpoint(_ context: Context) -> Response {
        let names = Endpoint.allCases.map(\.rawValue).joined(separator: ", ")
        return JSONResponse.message(
            .notFound, "Unknown endpoint '\(context.parameters.get("endpoint") ?? "")'; expected one of \(names).")
    }
}
