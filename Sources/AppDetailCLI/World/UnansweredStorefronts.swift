import AppDetailDomain
import ArgumentParser

/// The end of a command that asked many storefronts and heard nothing from some: which (the
/// first eight codes), why, and the failure's status.
enum UnansweredStorefronts {
    /// "3 of 27 storefronts gave no answer (DK, EE, ES): …", ending with `error`'s status.
    static func exit(codes: [String], of total: Int, error: AppDetailError, hint: String) -> ExitCode {
        ErrorReporter.exit(
            message:
                "\(codes.count) of \(total) storefronts gave no answer (\(listed(codes))): \(error.message)",
            hint: hint, status: ExitStatus.code(for: error))
    }

    /// Up to eight codes, then "…".
    static func listed(_ codes: [String]) -> String {
        codes.count > 8 ? codes.prefix(8).joined(separator: ", ") + ", …" : codes.joined(separator: ", ")
    }
}
