-- How many followed apps' listings each tracking run observed: `changes --since last` starts at
-- the last run that observed any (a same-day repeat run that asked nothing is no "last run").
-- Runs noted before are taken to have observed some.
ALTER TABLE track_run ADD COLUMN observed INTEGER NOT NULL DEFAULT 1 CHECK (observed >= 0);
