-- The requests every program using this cache may still send to the store at once, as a token
-- bucket shared between processes: `tokens` refills at the budget's rate up to its burst, and
-- below zero counts the requests already promised to programs waiting their turn; `updated_at`
-- (milliseconds since 1970) is when it was last counted. One row, made on first use.
CREATE TABLE request_budget (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    tokens REAL NOT NULL,
    updated_at INTEGER NOT NULL
);
