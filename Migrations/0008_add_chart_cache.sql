-- Answers of the top-chart feed, one per chart, genre (0: all apps) and storefront: the raw
-- answer, how many places it asked for (an answer for 200 places covers a chart of 10, and one
-- that held fewer places than it asked for covers any) and when it was fetched.
CREATE TABLE chart_cache (
    id INTEGER PRIMARY KEY,
    chart TEXT NOT NULL CHECK (chart IN ('free', 'paid', 'grossing', 'new', 'new-free', 'new-paid')),
    genre_id INTEGER NOT NULL CHECK (genre_id >= 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    entry_limit INTEGER NOT NULL CHECK (entry_limit BETWEEN 1 AND 200),
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    fetched_at REAL NOT NULL,
    UNIQUE (chart, genre_id, country, language)
);
