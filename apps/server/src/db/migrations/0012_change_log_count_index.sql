-- The change logs' counts read the index alone (issue 23, 50 concurrent clients): the total of a frame
-- filters on action and column_name (changeLogConditions), and scopes by school_id, which the index of
-- the first page (0011 change_log_type_recent_idx) did not hold, so each count visited ~6,000 heap pages.
-- Including them, All Schools, Import Status log, 1 Year (197,454 rows) is an index-only scan: 79 ms ->
-- 23-40 ms, no heap fetch once vacuumed, on the production-size data.
DROP INDEX IF EXISTS change_log_type_recent_idx;
--> statement-breakpoint
CREATE INDEX change_log_type_recent_idx
  ON change_log (log_type, modified_at DESC NULLS LAST, id DESC) INCLUDE (action, column_name, school_id);
