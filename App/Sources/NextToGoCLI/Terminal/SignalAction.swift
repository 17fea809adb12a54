#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A signal's action as `sigaction(2)` sets it, read and written without the platforms'
/// different field names showing.
struct SignalAction {
    /// The system's record of the action.
    private(set) var action = sigaction()

    /// The action that runs `handler`, with `flags` such as `SA_RESETHAND`.
    init(handler: @escaping @convention(c) (Int32) -> Void, flags: Int32) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
    }

    /// The default action of the signal.
    static var defaultAction: SignalAction {
        var defaultAction = SignalAction(action: sigaction())
        sigemptyset(&defaultAction.action.sa_mask)
        return defaultAction
    }

    private init(action: sigaction) {
        self.action = action
    }

    /// The action `number` has now; nil when it cannot be read.
    static func current(of number: Int32) -> SignalAction? {
        var current = sigaction()
        return sigaction(number, nil, &current) == 0 ? SignalAction(action: current) : nil
    }

    /// True when the signal is ignored, as `nohup` or `trap '' HUP` leave SIGHUP.
    var isIgnored: Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes this the action of `number`, and returns the one it replaces; nil if it failed.
    @discardableResult
    func install(for number: Int32) -> SignalAction? {
        var replaced = sigaction()
        var action = action
        return sigaction(number, &action, &replaced) == 0 ? SignalAction(action: replaced) : nil
    }
}
