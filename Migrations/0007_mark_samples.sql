-- A listing stored from a seed (the sample catalog a program bundles) says so itself, so that a
-- reader tells it from an answer of the store without guessing from its fetch time, and an
-- answer of the store that replaces it is no longer marked.
ALTER TABLE app_cache ADD COLUMN is_sample INTEGER NOT NULL DEFAULT 0 CHECK (is_sample IN (0, 1));

-- Caches seeded before this step: appdetail's sample catalog of 2026-11-22 stored its three apps
-- stamped with the catalog's own time (2026-11-22T00:00:00Z), which no fetch ever gets.
UPDATE app_cache SET is_sample = 1
WHERE fetched_at = 1795305600 AND track_id IN (640199958, 311867728, 736602666);
