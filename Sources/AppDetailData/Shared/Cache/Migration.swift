/// One schema step: the name of its file in `Migrations/` (without `.sql`) and its SQL.
struct Migration: Sendable, Hashable {
    let name: String
    let sql: String
}
