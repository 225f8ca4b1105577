-- A column stored after a large answer is reached only by following the answer's overflow pages
-- one by one: reading a cached store page's fetch time and digest read the whole raw page first
-- (about 150 pages of 4 KB for today's page), and a chart's ranking its 400 KB answer. Both
-- tables are made again with the small columns before the raw answer, every row copied as it
-- was, so a warm page reads only the pages it uses.
-- A row the new table refuses (one another tool or a hand edit wrote past the constraints) never
-- stops the migration: it stays behind in unmigrated_0019_…, which the cache names in a warning
-- and drops when it is empty.
CREATE TABLE feed_cache_new (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('reviews', 'developer-apps', 'store-page')),
    subject_id INTEGER NOT NULL CHECK (subject_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT '',
    fetched_at REAL NOT NULL,
    digest BLOB,
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    UNIQUE (kind, subject_id, country, language, variant)
);
INSERT OR IGNORE INTO feed_cache_new
    (id, kind, subject_id, country, language, variant, fetched_at, digest, raw_response)
    SELECT id, kind, subject_id, country, language, variant, fetched_at, digest, raw_response
    FROM feed_cache ORDER BY id;
DELETE FROM feed_cache WHERE id IN (SELECT id FROM feed_cache_new);
ALTER TABLE feed_cache RENAME TO unmigrated_0019_feed_cache;
ALTER TABLE feed_cache_new RENAME TO feed_cache;

CREATE TABLE chart_cache_new (
    id INTEGER PRIMARY KEY,
    chart TEXT NOT NULL CHECK (chart IN ('free', 'paid', 'grossing', 'new', 'new-free', 'new-paid')),
    genre_id INTEGER NOT NULL CHECK (genre_id >= 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    language TEXT NOT NULL DEFAULT '',
    entry_limit INTEGER NOT NULL CHECK (entry_limit BETWEEN 1 AND 200),
    fetched_at REAL NOT NULL,
    ranking TEXT NOT NULL DEFAULT '',
    raw_response BLOB NOT NULL CHECK (length(raw_response) > 0),
    UNIQUE (chart, genre_id, country, language)
);
INSERT OR IGNORE INTO chart_cache_new
    (id, chart, genre_id, country, language, entry_limit, fetched_at, ranking, raw_response)
    SELECT id, chart, genre_id, country, language, entry_limit, fetched_at, ranking, raw_response
    FROM chart_cache ORDER BY id;
DELETE FROM chart_cache WHERE id IN (SELECT id FROM chart_cache_new);
ALTER TABLE chart_cache RENAME TO unmigrated_0019_chart_cache;
ALTER TABLE chart_cache_new RENAME TO chart_cache;
