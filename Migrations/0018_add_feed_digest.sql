-- What a warm page reads of a cached store page, beside the raw answer: today's page data (about
-- 600 KB) pruned to the keys the page-data parser reads (about 45 KB), headed by the version of
-- that list of keys. A row from before has none, and a digest of another version is not used:
-- both are read from the raw answer, which stays whole for a parser that learns to read more.
ALTER TABLE feed_cache ADD COLUMN digest BLOB;
