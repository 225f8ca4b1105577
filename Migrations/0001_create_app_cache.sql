-- One row per app and storefront: the store's raw answer and when it was fetched.
-- The detail is mapped from raw_response on read, so the mapping lives in one place.
CREATE TABLE app_cache (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    bundle_id TEXT NOT NULL,
    name TEXT NOT NULL,
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    fetched_at REAL NOT NULL,
    PRIMARY KEY (track_id, country, language)
) WITHOUT ROWID;

CREATE INDEX app_cache_by_bundle_id ON app_cache (bundle_id, country, language);
