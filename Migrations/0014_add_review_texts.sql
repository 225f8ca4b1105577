-- What each review seen said, so that an alert of a new review can quote it: its title, the start
-- of its text (at most 500 characters), its author, the app's version it was written for and
-- when it was written (milliseconds since 1970). NULL for the reviews seen before, and for what
-- a feed does not give.
ALTER TABLE history_review ADD COLUMN title TEXT;
ALTER TABLE history_review ADD COLUMN excerpt TEXT;
ALTER TABLE history_review ADD COLUMN author TEXT;
ALTER TABLE history_review ADD COLUMN version TEXT;
ALTER TABLE history_review ADD COLUMN written_at INTEGER;
