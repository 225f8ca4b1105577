/// A cache file SQLite reads without complaint whose schema is not one any appdetail wrote: a
/// table of the migrations is missing or lost, a table dropped or renamed, the list of applied
/// migrations garbled. It is repaired like the damage SQLite itself reports.
struct DamagedSchema: Error {
    /// What is wrong, as the end of "is damaged (…)": "its “app_cache” table is missing".
    let detail: String
}
