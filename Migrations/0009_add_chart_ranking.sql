-- The chart's app ids in rank order (comma-separated; 0 for a place whose entry had no id), written
-- beside the raw answer: a page asks only where its app stands, which this answers without
-- parsing the whole feed (a 200-place answer is about 400 KB). Rows from before stay empty and
-- are read from the raw answer.
ALTER TABLE chart_cache ADD COLUMN ranking TEXT NOT NULL DEFAULT '';
