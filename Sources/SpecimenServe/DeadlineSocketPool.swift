import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// FlyingFox's socket pool with `ConnectionLimits` added: FlyingFox's own `timeout` bounds only
/// a request handler, and a connection waits for its request's bytes for ever. Every socket
/// read and write suspends in the pool until the socket is ready, so the pool is where a wait
/// can be bounded: a read waits at most until its request head's deadline, a write at most
/// `stalledWrite`, and a wait that runs out throws, which makes FlyingFox close the connection.
///
/// A head's deadline is set when a connection first waits for bytes after its last request
/// (keyed by the client's address and port, which is unique among open connections), and
/// removed when the request arrives (`requestArrived(from:)`, called by the request handler) or
/// the connection times out or fails. The listening socket (which has no peer) is never bounded.
final class DeadlineSocketPool: AsyncSocketPool {
    private let base: any AsyncSocketPool
    private let limits: ConnectionLimits
    private let deadlines = Mutex<[HTTPRequest.Address: ContinuousClock.Instant]>([:])

    /// A wait ran out: the connection is closed.
    struct Timeout: Error, CustomStringConvertible {
        var description: String { "the client sent nothing in time" }
    }

    init(base: any AsyncSocketPool, limits: ConnectionLimits) {
        self.base = base
        self.limits = limits
    }

    func prepare() async throws { try await base.prepare() }
    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard let peer = try? socket.remotePeer() else {  // the listening socket: it waits for connections for ever
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let client = HTTPRequest.Address.make(from: peer)
        if events.contains(.read) {
            let now = ContinuousClock.now
            let deadline = deadlines.withLock { deadlines in
                if let deadline = deadlines[client] { return deadline }
                if deadlines.count >= 4_096 { deadlines = deadlines.filter { $0.value > now } }  // clients that vanished mid-head
                deadlines[client] = now + limits.requestHead
                return now + limits.requestHead
            }
            do {
                try await suspend(socket, until: events, for: deadline - now)
            } catch {
                deadlines.withLock { _ = $0.removeValue(forKey: client) }
                throw error
            }
        } else {
            try await suspend(socket, until: events, for: limits.stalledWrite)
        }
    }

    /// A request's head arrived from `client`: its connection's next wait starts a new deadline.
    func requestArrived(from client: HTTPRequest.Address?) {
        guard let client else { return }
        deadlines.withLock { _ = $0.removeValue(forKey: client) }
    }

    /// Number of connections waiting for a request head (for tests).
    var waitingCount: Int {
        deadlines.withLock { $0.count }
    }

    /// Waits in the base pool, or throws `Timeout` after `limit` (cancelling the wait).
    private func suspend(_ socket: Socket, until events: Socket.Events, for limit: Duration) async throws {
        guard limit > .zero else { throw Timeout() }
        let base = self.base
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: limit)
                return false
            }
            defer { group.cancelAll() }
            guard let ready = try await group.next(), ready else { throw Timeout() }
        }
    }
}
