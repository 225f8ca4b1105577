-- Facts about the cache itself rather than about an app, one row a key: for now, that the
-- sample catalog was stored ("seeded"), so that a first run cut short before it committed
-- seeds again, and a cache cleared on purpose does not.
CREATE TABLE cache_meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
