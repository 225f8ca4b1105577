-- The store page's own data joins the feeds (kind 'store-page', subject = the app's id, variant =
-- what the page offered: 'catalog' for the catalog document, 'shelves' for today's page shelves,
-- 'none' for a page the store answered 404 for),
-- the raw answer parsed again on read like the others. SQLite cannot change a CHECK constraint, so
-- the table is made again with the new kind allowed and every row copied as it was.
-- A row the new table refuses (one another tool or a hand edit wrote past the old constraints)
-- never stops the migration: it stays behind in unmigrated_0010_feed_cache, which the cache
-- names in a warning and drops when it is empty.
CREATE TABLE feed_cache_new (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('reviews', 'developer-apps', 'store-page')),
    subject_id INTEGER NOT NULL CHECK (subject_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT '',
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    fetched_at REAL NOT NULL,
    UNIQUE (kind, subject_id, country, language, variant)
);
INSERT OR IGNORE INTO feed_cache_new (id, kind, subject_id, country, language, variant, raw_response, fetched_at)
    SELECT id, kind, subject_id, country, language, variant, raw_response, fetched_at FROM feed_cache ORDER BY id;
DELETE FROM feed_cache WHERE id IN (SELECT id FROM feed_cache_new);
ALTER TABLE feed_cache RENAME TO unmigrated_0010_feed_cache;
ALTER TABLE feed_cache_new RENAME TO feed_cache;
