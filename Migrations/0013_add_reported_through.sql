-- What a followed app's alerts have told so far: every change observed up to reported_through
-- (milliseconds since 1970) has been reported by a tracking run, and the next run reports those
-- after it — whichever run, or other command, observed them. A run that dies before it reports
-- leaves them for the next. Apps followed before: everything up to the end of the last run was
-- reported (runs then reported what they observed themselves), or nothing before they were
-- followed.
ALTER TABLE watch_list ADD COLUMN reported_through INTEGER NOT NULL DEFAULT 0;
UPDATE watch_list SET reported_through = max(followed_at,
    coalesce((SELECT max(finished_at) + 999 FROM track_run), followed_at));
