import Synchronization

/// A value made the first time it is asked for, by whichever thread asks first, and then kept:
/// for parts of a render context that only some outputs read (an incremental build that renders
/// no token page never needs the token usage index).
package final class Deferred<Value: Sendable>: Sendable {
    private let made: Mutex<Value?>
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        self.made = Mutex(nil)
        self.make = make
    }

    /// The value; threads that ask while it is being made wait for it.
    package var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
