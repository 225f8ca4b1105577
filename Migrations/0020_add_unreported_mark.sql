-- Whether a followed app may have a change no report has told yet: set in the transaction that
-- records a new state of the app (a listing state, a chart place, a review first seen) begun
-- after reported_through, cleared by the report that hands its changes out. A report reads the
-- histories of the marked apps only, instead of asking every followed app's tables whether
-- anything began. The rows already here start marked: the first report after this migration
-- reads them all once, as reports did before, and misses nothing.
ALTER TABLE watch_list ADD COLUMN unreported INTEGER NOT NULL DEFAULT 1 CHECK (unreported IN (0, 1));
CREATE INDEX watch_list_unreported ON watch_list (track_id, country) WHERE unreported = 1;
