/// How long `serve` waits on a client before it closes the connection. Without limits, a
/// client that opens sockets and sends nothing (or half a request, then a byte now and then)
/// holds a file descriptor and a task each, for ever, until serve can accept no one else.
struct ConnectionLimits: Sendable, Equatable {
    /// From the moment serve starts waiting for a request (a new connection, or the next request
    /// on a kept-alive one) until its head (request line and headers) has arrived: a bound on
    /// the whole head, however slowly its bytes trickle in. A kept-alive connection that sends
    /// nothing more is closed after this too, as browsers expect (they open a new one).
    var requestHead: Duration
    /// How long one write may wait for a client that reads nothing. The event stream is written
    /// to only when there is something to say, so it is never cut while its page is open.
    var stalledWrite: Duration

    /// 20 s for a head (a browser sends one at once; the bound only has to outlast a very busy
    /// machine), 60 s for a stalled write.
    static let standard = ConnectionLimits(requestHead: .seconds(20), stalledWrite: .seconds(60))
}
