-- What the answer said about its own freshness, for revalidating instead of refetching.
-- The Lookup API sends no ETag today, but its CDN sends Cache-Control max-age.
ALTER TABLE app_cache ADD COLUMN etag TEXT;
ALTER TABLE app_cache ADD COLUMN last_modified TEXT;
ALTER TABLE app_cache ADD COLUMN max_age_seconds INTEGER;
