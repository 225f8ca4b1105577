-- Search answers, kept a short time, one per normalized term and storefront: the raw answer,
-- the number of results asked for (an answer for 10 does not cover a search for 50, unless it
-- held every result there was) and when it was fetched. The apps in it go to app_cache as well.
CREATE TABLE search_cache (
    id INTEGER PRIMARY KEY,
    term TEXT NOT NULL CHECK (length(term) > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    result_limit INTEGER NOT NULL CHECK (result_limit BETWEEN 1 AND 200),
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    fetched_at REAL NOT NULL,
    UNIQUE (term, country, language)
);
