-- Answers of the store's other sources, which a detail page shows beside the listing: a page
-- of an app's customer reviews (kind 'reviews', subject = the app's id, variant = sort and
-- page, such as 'mosthelpful/1') and a developer's apps (kind 'developer-apps', subject = the
-- developer's id, variant ''). Each is the raw answer, parsed again on read like app_cache.
CREATE TABLE feed_cache (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('reviews', 'developer-apps')),
    subject_id INTEGER NOT NULL CHECK (subject_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT '',
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    fetched_at REAL NOT NULL,
    UNIQUE (kind, subject_id, country, language, variant)
);
