-- When a tracking run last observed a followed app's App Store page, chart place and newest
-- reviews together (milliseconds since 1970), or NULL before any: when a watch list is too
-- large for every part every day, the parts go in rotation, those observed longest ago first.
ALTER TABLE watch_list ADD COLUMN parts_observed_at INTEGER;
