/// A request a warm-up did not send: its allowance was spent or closed by throttling. The part
/// that needed it is left as it was, not failed.
struct RequestLimitError: Error {}
