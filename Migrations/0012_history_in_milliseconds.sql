-- The history's moments become milliseconds since 1970 (UTC) instead of whole seconds, so that
-- observations made within one second — a run that starts a fraction of a second before the
-- store answers, two runs a moment apart — are told apart and never replace one another. Every
-- value is multiplied by 1000; a moment outside years 1 to 9999, or not a whole number (one
-- another tool or a hand edit wrote), is no moment: its row stays behind in an
-- unmigrated_0012_… table, which the cache names in a warning and drops when it is empty.
-- Each table is made again and its rows copied, so no row can meet another's key half way.
CREATE TABLE history_listing_new (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    observed_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL CHECK (last_seen_at >= observed_at),
    listed INTEGER NOT NULL CHECK (listed IN (0, 1)),
    rating_average REAL,
    rating_count INTEGER,
    price REAL,
    size_bytes INTEGER,
    texts INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (track_id, country, observed_at)
) WITHOUT ROWID;
INSERT OR IGNORE INTO history_listing_new
    SELECT track_id, country, observed_at * 1000, last_seen_at * 1000, listed, rating_average, rating_count,
        price, size_bytes, texts
    FROM history_listing
    WHERE typeof(observed_at) = 'integer' AND observed_at BETWEEN -62135596800 AND 253402300799
        AND typeof(last_seen_at) = 'integer' AND last_seen_at BETWEEN -62135596800 AND 253402300799;
DELETE FROM history_listing WHERE EXISTS (SELECT 1 FROM history_listing_new AS n
    WHERE n.track_id = history_listing.track_id AND n.country = history_listing.country
        AND n.observed_at = history_listing.observed_at * 1000);
ALTER TABLE history_listing RENAME TO unmigrated_0012_history_listing;
ALTER TABLE history_listing_new RENAME TO history_listing;

CREATE TABLE history_chart_place_new (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    chart TEXT NOT NULL CHECK (chart IN ('free', 'paid', 'grossing', 'new', 'new-free', 'new-paid')),
    genre_id INTEGER NOT NULL CHECK (genre_id >= 0),
    observed_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL CHECK (last_seen_at >= observed_at),
    place INTEGER CHECK (place IS NULL OR place >= 1),
    PRIMARY KEY (track_id, country, chart, genre_id, observed_at)
) WITHOUT ROWID;
INSERT OR IGNORE INTO history_chart_place_new
    SELECT track_id, country, chart, genre_id, observed_at * 1000, last_seen_at * 1000, place
    FROM history_chart_place
    WHERE typeof(observed_at) = 'integer' AND observed_at BETWEEN -62135596800 AND 253402300799
        AND typeof(last_seen_at) = 'integer' AND last_seen_at BETWEEN -62135596800 AND 253402300799;
DELETE FROM history_chart_place WHERE EXISTS (SELECT 1 FROM history_chart_place_new AS n
    WHERE n.track_id = history_chart_place.track_id AND n.country = history_chart_place.country
        AND n.chart = history_chart_place.chart AND n.genre_id = history_chart_place.genre_id
        AND n.observed_at = history_chart_place.observed_at * 1000);
DROP INDEX history_chart_place_by_chart;
ALTER TABLE history_chart_place RENAME TO unmigrated_0012_history_chart_place;
ALTER TABLE history_chart_place_new RENAME TO history_chart_place;
CREATE INDEX history_chart_place_by_chart ON history_chart_place (country, chart, genre_id);

CREATE TABLE history_histogram_new (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    observed_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL CHECK (last_seen_at >= observed_at),
    one_star INTEGER NOT NULL CHECK (one_star >= 0),
    two_stars INTEGER NOT NULL CHECK (two_stars >= 0),
    three_stars INTEGER NOT NULL CHECK (three_stars >= 0),
    four_stars INTEGER NOT NULL CHECK (four_stars >= 0),
    five_stars INTEGER NOT NULL CHECK (five_stars >= 0),
    PRIMARY KEY (track_id, country, observed_at)
) WITHOUT ROWID;
INSERT OR IGNORE INTO history_histogram_new
    SELECT track_id, country, observed_at * 1000, last_seen_at * 1000, one_star, two_stars, three_stars,
        four_stars, five_stars
    FROM history_histogram
    WHERE typeof(observed_at) = 'integer' AND observed_at BETWEEN -62135596800 AND 253402300799
        AND typeof(last_seen_at) = 'integer' AND last_seen_at BETWEEN -62135596800 AND 253402300799;
DELETE FROM history_histogram WHERE EXISTS (SELECT 1 FROM history_histogram_new AS n
    WHERE n.track_id = history_histogram.track_id AND n.country = history_histogram.country
        AND n.observed_at = history_histogram.observed_at * 1000);
ALTER TABLE history_histogram RENAME TO unmigrated_0012_history_histogram;
ALTER TABLE history_histogram_new RENAME TO history_histogram;

-- A version's release moment: NULL when the page gave none, and when the value is no moment.
UPDATE history_store_version SET released_at = CASE
    WHEN typeof(released_at) = 'integer' AND released_at BETWEEN -62135596800 AND 253402300799
    THEN released_at * 1000 END;

CREATE TABLE history_review_new (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    review_id TEXT NOT NULL,
    stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
    first_seen_at INTEGER NOT NULL,
    PRIMARY KEY (track_id, country, review_id)
) WITHOUT ROWID;
INSERT OR IGNORE INTO history_review_new
    SELECT track_id, country, review_id, stars, first_seen_at * 1000 FROM history_review
    WHERE typeof(first_seen_at) = 'integer' AND first_seen_at BETWEEN -62135596800 AND 253402300799;
DELETE FROM history_review WHERE EXISTS (SELECT 1 FROM history_review_new AS n
    WHERE n.track_id = history_review.track_id AND n.country = history_review.country
        AND n.review_id = history_review.review_id);
ALTER TABLE history_review RENAME TO unmigrated_0012_history_review;
ALTER TABLE history_review_new RENAME TO history_review;

-- When an app was followed, and each tracking run, in milliseconds as well; an unreadable moment
-- becomes the start of 1970 rather than costing the followed app.
UPDATE watch_list SET followed_at = CASE
    WHEN typeof(followed_at) = 'integer' AND followed_at BETWEEN -62135596800 AND 253402300799
    THEN followed_at * 1000 ELSE 0 END;
DELETE FROM track_run WHERE NOT (typeof(started_at) = 'integer'
    AND started_at BETWEEN -62135596800 AND 253402300799
    AND typeof(finished_at) = 'integer' AND finished_at BETWEEN -62135596800 AND 253402300799);
UPDATE track_run SET started_at = started_at * 1000, finished_at = finished_at * 1000;
