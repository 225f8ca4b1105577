-- An app's history: what the store said each time it was asked, kept small. The other tables
-- keep only the latest answer; these keep one row per distinct state. A row's observed_at is the
-- first moment its state was seen and last_seen_at the last: an unchanged answer only moves
-- last_seen_at, so a month without change is one row. Moments are whole seconds since 1970 (UTC).
-- The listings cached before this migration become each app's first observation (done in code
-- right after this file, in the same transaction: the answers must be parsed).

-- Every text and list a history holds, once by content. hash is a lookup key only (FNV-1a, 64
-- bits, of the UTF-8 body): rows with equal hashes are told apart by their body. Ids are never
-- reused (AUTOINCREMENT), so an id remembered by a process still names the same text or set.
CREATE TABLE history_text (
    id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id > 0),
    hash INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX history_text_by_hash ON history_text (hash);

-- The texts of one state of a listing, each a history_text id (0: none), shared by every
-- observation that has them; version_date is the version's release moment, seconds since 1970 as text.
CREATE TABLE history_texts (
    id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id > 0),
    name INTEGER NOT NULL,
    developer INTEGER NOT NULL,
    version INTEGER NOT NULL,
    release_notes INTEGER NOT NULL DEFAULT 0,
    description INTEGER NOT NULL,
    genre INTEGER NOT NULL,
    age_rating INTEGER NOT NULL,
    languages INTEGER NOT NULL,
    screenshots INTEGER NOT NULL,
    icon INTEGER NOT NULL DEFAULT 0,
    currency INTEGER NOT NULL DEFAULT 0,
    version_date INTEGER NOT NULL DEFAULT 0,
    UNIQUE (name, developer, version, release_notes, description, genre, age_rating, languages, screenshots,
        icon, currency, version_date)
);

-- An app's listing in one store (listed 0: the store answered without it).
CREATE TABLE history_listing (
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

-- An app's place in one chart (genre 0: all apps); place NULL: out of the places the chart
-- showed, after an earlier answer had it in them.
CREATE TABLE history_chart_place (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    chart TEXT NOT NULL CHECK (chart IN ('free', 'paid', 'grossing', 'new', 'new-free', 'new-paid')),
    genre_id INTEGER NOT NULL CHECK (genre_id >= 0),
    observed_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL CHECK (last_seen_at >= observed_at),
    place INTEGER CHECK (place IS NULL OR place >= 1),
    PRIMARY KEY (track_id, country, chart, genre_id, observed_at)
) WITHOUT ROWID;
CREATE INDEX history_chart_place_by_chart ON history_chart_place (country, chart, genre_id);

-- The App Store page's ratings histogram.
CREATE TABLE history_histogram (
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

-- The store page's own account of an app's versions (not observations), notes a history_text id.
CREATE TABLE history_store_version (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    version TEXT NOT NULL,
    released_at INTEGER,
    notes INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (track_id, country, version)
) WITHOUT ROWID;

-- Each customer review a feed showed, from the first moment it did.
CREATE TABLE history_review (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    review_id TEXT NOT NULL,
    stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
    first_seen_at INTEGER NOT NULL,
    PRIMARY KEY (track_id, country, review_id)
) WITHOUT ROWID;

-- The apps a person follows, and the tracking runs made.
CREATE TABLE watch_list (
    track_id INTEGER NOT NULL CHECK (track_id > 0),
    country TEXT NOT NULL CHECK (length(country) = 2),
    reviews INTEGER NOT NULL DEFAULT 0 CHECK (reviews IN (0, 1)),
    followed_at INTEGER NOT NULL,
    PRIMARY KEY (track_id, country)
) WITHOUT ROWID;
CREATE TABLE track_run (
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL CHECK (finished_at >= started_at)
);
