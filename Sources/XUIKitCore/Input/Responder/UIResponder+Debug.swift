extension UIResponder {
    /// The responder chain from this responder, as the seeds' `responderChain()` prints it:
    /// `MyView -> MyViewController -> UIWindow -> UIApplication -> AppDelegate`. A cycle made by
    /// overriding `next` is cut and marked `(cycle)`.
    public var responderChainDescription: String {
        ResponderChainWalk.chainDescription(from: self)
    }
}
