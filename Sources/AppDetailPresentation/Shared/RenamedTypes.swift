// The names these types had in 0.1.0, kept so that code written against that release still
// builds (with a warning and a fix-it) while it moves to the new names, which the README's
// glossary lists. They go in 1.0.

/// The 0.1.0 name of ``AppRow``.
@available(*, deprecated, renamed: "AppRow")
public typealias SearchRow = AppRow
