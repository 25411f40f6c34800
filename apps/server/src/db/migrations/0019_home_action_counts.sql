-- "Needs your action" on the staff home page (issue 24) kept between writes (issue 33 part 3): counting
-- the lists on every request ran 7-8 statements (All Schools joined 321,000 undecided import rows to
-- 37,000 live applications). Triggers keep the counts as rows change, so a request reads a few small
-- rows. Each count keeps exactly the condition of the list its line links to (home-action-counts.test.ts
-- counts the same lists directly and compares both after every kind of write).
--
-- One row per school and kind:
--   export        applications at export status 1 (Awaiting Decision) that are OPEN or TRANSFER, by export school
--   import_total  import rows at import statuses 1-3 of OPEN applications, by import school
--   import        the same rows by import school and import status date: "waiting long" depends on today,
--                 so it is read as import_total minus the rows whose status date is on or after the day
--                 that answers (a range of the last two weeks, whatever the size of the table)
--   transfer      import rows at import statuses 1-3 of TRANSFER applications, by import school
--   invoice       invoices with an amount due (status OPEN), by school
-- status_date is 'infinity' for every kind but `import`. Rows that reach 0 are removed. (No CHECK n >= 0:
-- an upsert checks the row it would insert, a negative delta, before it finds the row to update.)
CREATE TABLE home_action_counts (
  kind text NOT NULL,
  school_id integer NOT NULL,
  status_date date NOT NULL DEFAULT 'infinity',
  n integer NOT NULL,
  CONSTRAINT home_action_counts_pk PRIMARY KEY (kind, school_id, status_date),
  CONSTRAINT home_action_counts_kind_chk
    CHECK (kind IN ('export', 'import_total', 'import', 'transfer', 'invoice'))
);
--> statement-breakpoint

-- All Schools reads the rows of the last two weeks (and later) of every school.
CREATE INDEX home_action_counts_recent_idx ON home_action_counts (kind, status_date) INCLUDE (n);
--> statement-breakpoint

-- All Schools counts the member schools (neither archived nor closed) on every request: from this index alone.
CREATE INDEX schools_member_idx ON schools (id) WHERE archived = 0 AND is_closed = 0;
--> statement-breakpoint

-- The enrollment reviews signed off at member schools (neither archived nor closed): per aid year, how
-- many member schools have signed exactly these terms (signed_terms: bit 1 Fall, bit 2 Spring; a school
-- that signed none is not stored). A review is owed where a term whose window is open today is not
-- signed: All Schools owes (member schools) - (schools whose signed terms cover the open terms).
CREATE TABLE home_review_counts (
  aid_year_id integer NOT NULL,
  signed_terms smallint NOT NULL,
  schools integer NOT NULL,
  CONSTRAINT home_review_counts_pk PRIMARY KEY (aid_year_id, signed_terms),
  CONSTRAINT home_review_counts_terms_chk CHECK (signed_terms BETWEEN 1 AND 3)
);
--> statement-breakpoint

-- Adds signed counts in key order (two transactions touching the same counters wait for each other
-- instead of deadlocking), skips those that cancel out, and removes the counters left at 0.
CREATE OR REPLACE FUNCTION add_home_action_counts(deltas home_action_counts[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO home_action_counts AS c (kind, school_id, status_date, n)
    SELECT d.kind, d.school_id, d.status_date, sum(d.n)
    FROM unnest(deltas) AS d
    GROUP BY 1, 2, 3
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3
  ON CONFLICT (kind, school_id, status_date) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM home_action_counts AS c
    USING (SELECT DISTINCT d.kind, d.school_id, d.status_date FROM unnest(deltas) AS d) AS k
    WHERE c.kind = k.kind AND c.school_id = k.school_id AND c.status_date = k.status_date AND c.n = 0;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION add_home_review_counts(deltas home_review_counts[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO home_review_counts AS c (aid_year_id, signed_terms, schools)
    SELECT d.aid_year_id, d.signed_terms, sum(d.schools)
    FROM unnest(deltas) AS d
    GROUP BY 1, 2
    HAVING sum(d.schools) <> 0
    ORDER BY 1, 2
  ON CONFLICT (aid_year_id, signed_terms) DO UPDATE SET schools = c.schools + excluded.schools;
  DELETE FROM home_review_counts AS c
    USING (SELECT DISTINCT d.aid_year_id, d.signed_terms FROM unnest(deltas) AS d) AS k
    WHERE c.aid_year_id = k.aid_year_id AND c.signed_terms = k.signed_terms AND c.schools = 0;
END
$$;
--> statement-breakpoint

-- What applications count as exports awaiting a decision (times factor), with the field values given.
CREATE OR REPLACE FUNCTION home_action_export_counts(apps student_applications[], factor integer)
RETURNS SETOF home_action_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT 'export', a.export_school_id, 'infinity'::date, factor
  FROM unnest(apps) AS a
  WHERE a.export_status_id = 1 AND a.application_status IN ('OPEN', 'TRANSFER');
$$;
--> statement-breakpoint

-- What import rows at statuses 1-3 count (times factor) under an application status: an OPEN
-- application's row in import_total and in import (by its status date), a TRANSFER one's in transfer.
CREATE OR REPLACE FUNCTION home_action_import_counts(
  import_school integer,
  import_status_day date,
  application_kind text,
  factor integer
) RETURNS SETOF home_action_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, import_school, k.status_date, factor
  FROM (VALUES ('import_total', 'infinity'::date, 'OPEN'),
               ('import', import_status_day, 'OPEN'),
               ('transfer', 'infinity'::date, 'TRANSFER')) AS k(kind, status_date, listed_under)
  WHERE k.listed_under = application_kind;
$$;
--> statement-breakpoint

-- Import rows with their applications as stored now (an application deleted first counts nothing: its
-- own trigger took its rows off).
CREATE OR REPLACE FUNCTION home_action_import_row_counts(import_rows application_schools[], factor integer)
RETURNS SETOF home_action_counts LANGUAGE sql STABLE AS $$
  SELECT c.*
  FROM unnest(import_rows) AS r
  JOIN student_applications a ON a.id = r.application_id
  CROSS JOIN LATERAL home_action_import_counts(r.import_school_id, r.import_status_date, a.application_status, factor) AS c
  -- = ANY of the ids (not only the join) lets the planner look the few applications up by key.
  WHERE r.import_status_id IN (1, 2, 3)
    AND a.id = ANY (ARRAY(SELECT x.application_id FROM unnest(import_rows) AS x));
$$;
--> statement-breakpoint

-- The import rows of applications as stored now, under the application status given.
CREATE OR REPLACE FUNCTION home_action_application_import_counts(apps student_applications[], factor integer)
RETURNS SETOF home_action_counts LANGUAGE sql STABLE AS $$
  SELECT c.*
  FROM unnest(apps) AS a
  JOIN application_schools r ON r.application_id = a.id
  CROSS JOIN LATERAL home_action_import_counts(r.import_school_id, r.import_status_date, a.application_status, factor) AS c
  WHERE r.import_status_id IN (1, 2, 3)
    AND r.application_id = ANY (ARRAY(SELECT x.id FROM unnest(apps) AS x));
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION home_actions_on_import_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed application_schools[] := '{}';
  added application_schools[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT n::application_schools FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    removed := ARRAY(SELECT o::application_schools FROM old_rows o);
  ELSE
    removed := ARRAY(SELECT o::application_schools FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.application_id, o.import_school_id, o.import_status_id, o.import_status_date)
        IS DISTINCT FROM (n.application_id, n.import_school_id, n.import_status_id, n.import_status_date));
    IF cardinality(removed) = 0 THEN
      RETURN NULL;
    END IF;
    added := ARRAY(SELECT n::application_schools FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.application_id, o.import_school_id, o.import_status_id, o.import_status_date)
        IS DISTINCT FROM (n.application_id, n.import_school_id, n.import_status_id, n.import_status_date));
  END IF;
  -- The rows count under their applications' status: a concurrent change of that status waits for this
  -- transaction, or this one for it and then counts under the committed status (never both, never neither).
  PERFORM 1 FROM student_applications a
    WHERE a.id IN (SELECT r.application_id FROM unnest(removed || added) AS r) ORDER BY a.id FOR SHARE;
  PERFORM add_home_action_counts(ARRAY(
    SELECT d FROM home_action_import_row_counts(removed, -1) AS d
    UNION ALL SELECT d FROM home_action_import_row_counts(added, 1) AS d));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_import_row_insert AFTER INSERT ON application_schools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_import_rows();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_import_row_update AFTER UPDATE ON application_schools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_import_rows();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_import_row_delete AFTER DELETE ON application_schools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_import_rows();
--> statement-breakpoint

-- Applications inserted, or changed in export school, export status or application status (which moves
-- their import rows between the import, transfer and no list).
CREATE OR REPLACE FUNCTION home_actions_on_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_apps student_applications[] := '{}';
  new_apps student_applications[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_home_action_counts(ARRAY(
      SELECT d FROM home_action_export_counts(ARRAY(SELECT n::student_applications FROM new_rows n), 1) AS d));
    RETURN NULL;
  END IF;
  old_apps := ARRAY(SELECT o::student_applications FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.export_school_id, o.export_status_id, o.application_status)
      IS DISTINCT FROM (n.export_school_id, n.export_status_id, n.application_status));
  IF cardinality(old_apps) = 0 THEN
    RETURN NULL;
  END IF;
  new_apps := ARRAY(SELECT n::student_applications FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.export_school_id, o.export_status_id, o.application_status)
      IS DISTINCT FROM (n.export_school_id, n.export_status_id, n.application_status));
  PERFORM add_home_action_counts(ARRAY(
    SELECT d FROM home_action_export_counts(old_apps, -1) AS d
    UNION ALL SELECT d FROM home_action_export_counts(new_apps, 1) AS d
    UNION ALL SELECT d FROM home_action_application_import_counts(
      ARRAY(SELECT o FROM unnest(old_apps) AS o JOIN unnest(new_apps) AS n ON n.id = o.id
        WHERE n.application_status IS DISTINCT FROM o.application_status), -1) AS d
    UNION ALL SELECT d FROM home_action_application_import_counts(
      ARRAY(SELECT n FROM unnest(new_apps) AS n JOIN unnest(old_apps) AS o ON o.id = n.id
        WHERE n.application_status IS DISTINCT FROM o.application_status), 1) AS d));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_application_insert AFTER INSERT ON student_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_applications();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_application_update AFTER UPDATE ON student_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_applications();
--> statement-breakpoint

-- A deleted application (alone or with its student) takes off everything it counted while its import
-- rows are still there; their cascade delete then finds no application and counts nothing.
CREATE OR REPLACE FUNCTION home_actions_on_application_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_home_action_counts(ARRAY(
    SELECT d FROM home_action_export_counts(ARRAY[OLD], -1) AS d
    UNION ALL SELECT d FROM home_action_application_import_counts(ARRAY[OLD], -1) AS d));
  RETURN OLD;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_application_delete BEFORE DELETE ON student_applications
  FOR EACH ROW EXECUTE FUNCTION home_actions_on_application_delete();
--> statement-breakpoint

-- Invoices inserted, deleted, or changed in school or status (status follows the payments, migration 0003).
CREATE OR REPLACE FUNCTION home_actions_on_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_home_action_counts(ARRAY(
      SELECT ROW('invoice', n.school_id, 'infinity'::date, 1)::home_action_counts
      FROM new_rows n WHERE n.status = 'OPEN'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_home_action_counts(ARRAY(
      SELECT ROW('invoice', o.school_id, 'infinity'::date, -1)::home_action_counts
      FROM old_rows o WHERE o.status = 'OPEN'));
  ELSE
    PERFORM add_home_action_counts(ARRAY(
      SELECT ROW('invoice', x.school_id, 'infinity'::date, x.n)::home_action_counts
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.school_id, o.status, -1), (n.school_id, n.status, 1)) AS x(school_id, status, n)
      WHERE (o.school_id, o.status) IS DISTINCT FROM (n.school_id, n.status) AND x.status = 'OPEN'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_invoice_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_invoices();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_invoice_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_invoices();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_invoice_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_invoices();
--> statement-breakpoint

-- What review rows of member schools count (times factor): each school and aid year once, under the
-- terms it signed (rows without a review date sign nothing). The caller passes every row of each
-- school and aid year it counts, and only member schools' rows.
CREATE OR REPLACE FUNCTION home_review_counts_of(reviews enrollment_reviews[], factor integer)
RETURNS SETOF home_review_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT r.aid_year_id, bit_or(CASE r.review_term WHEN 'Fall' THEN 1 ELSE 2 END)::smallint, factor
  FROM unnest(reviews) AS r
  WHERE r.review_date IS NOT NULL
  GROUP BY r.school_id, r.aid_year_id;
$$;
--> statement-breakpoint

-- Reviews inserted, changed or deleted: the schools and aid years they touch count again, before (the
-- rows as stored now but those the statement wrote, with the old ones back) and after (as stored now).
CREATE OR REPLACE FUNCTION home_actions_on_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_reviews enrollment_reviews[] := '{}';
  new_reviews enrollment_reviews[] := '{}';
  after_rows enrollment_reviews[];
  before_rows enrollment_reviews[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_reviews := ARRAY(SELECT o::enrollment_reviews FROM old_rows o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_reviews := ARRAY(SELECT n::enrollment_reviews FROM new_rows n);
  END IF;
  -- Counted under the schools' membership: a concurrent archive or close waits, or is waited for.
  PERFORM 1 FROM schools s
    WHERE s.id IN (SELECT c.school_id FROM unnest(old_reviews || new_reviews) AS c) ORDER BY s.id FOR SHARE;
  after_rows := ARRAY(
    SELECT e FROM enrollment_reviews e JOIN schools s ON s.id = e.school_id
    WHERE s.archived = 0 AND s.is_closed = 0
      AND (e.school_id, e.aid_year_id) IN (
        SELECT c.school_id, c.aid_year_id FROM unnest(old_reviews || new_reviews) AS c));
  before_rows := ARRAY(
    SELECT e FROM unnest(after_rows) AS e
    WHERE e.id NOT IN (SELECT n.id FROM unnest(new_reviews) AS n)
    UNION ALL
    SELECT o FROM unnest(old_reviews) AS o JOIN schools s ON s.id = o.school_id
    WHERE s.archived = 0 AND s.is_closed = 0);
  PERFORM add_home_review_counts(ARRAY(
    SELECT d FROM home_review_counts_of(before_rows, -1) AS d
    UNION ALL SELECT d FROM home_review_counts_of(after_rows, 1) AS d));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_review_insert AFTER INSERT ON enrollment_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_reviews();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_review_update AFTER UPDATE ON enrollment_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_reviews();
--> statement-breakpoint
CREATE TRIGGER home_actions_on_review_delete AFTER DELETE ON enrollment_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_reviews();
--> statement-breakpoint

-- A school archived, closed, reopened or restored: its signed reviews leave or join the member schools'.
CREATE OR REPLACE FUNCTION home_actions_on_schools() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_home_review_counts(ARRAY(
    SELECT d FROM (
      SELECT o.id, (o.archived = 0 AND o.is_closed = 0) AS was_member, (n.archived = 0 AND n.is_closed = 0) AS is_member
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ) AS x
    CROSS JOIN LATERAL home_review_counts_of(
      ARRAY(SELECT e FROM enrollment_reviews e WHERE e.school_id = x.id),
      x.is_member::integer - x.was_member::integer) AS d
    WHERE x.is_member IS DISTINCT FROM x.was_member));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_school_update AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION home_actions_on_schools();
--> statement-breakpoint

-- A deleted school takes off its signed reviews while they are still there; their cascade delete then
-- finds no member school and counts nothing. (A new school has no reviews yet: nothing to count.)
CREATE OR REPLACE FUNCTION home_actions_on_school_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.archived = 0 AND OLD.is_closed = 0 THEN
    PERFORM add_home_review_counts(ARRAY(SELECT d FROM home_review_counts_of(
      ARRAY(SELECT e FROM enrollment_reviews e WHERE e.school_id = OLD.id), -1) AS d));
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint

CREATE TRIGGER home_actions_on_school_delete BEFORE DELETE ON schools
  FOR EACH ROW EXECUTE FUNCTION home_actions_on_school_delete();
--> statement-breakpoint

-- Counts everything again from the stored rows: this migration's backfill, and after a bulk load that ran
-- with triggers off (bench seed:scale uses session_replication_role = replica).
CREATE OR REPLACE FUNCTION rebuild_home_action_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_action_counts;
  INSERT INTO home_action_counts (kind, school_id, status_date, n)
  SELECT c.kind, c.school_id, c.status_date, sum(c.n)
  FROM (
    SELECT e.* FROM student_applications a
    CROSS JOIN LATERAL home_action_export_counts(ARRAY[a], 1) AS e
    WHERE a.export_status_id = 1
    UNION ALL
    SELECT i.* FROM application_schools r
    JOIN student_applications a ON a.id = r.application_id
    CROSS JOIN LATERAL home_action_import_counts(r.import_school_id, r.import_status_date, a.application_status, 1) AS i
    WHERE r.import_status_id IN (1, 2, 3)
    UNION ALL
    SELECT 'invoice', i.school_id, 'infinity'::date, 1 FROM invoices i WHERE i.status = 'OPEN'
  ) AS c
  GROUP BY 1, 2, 3;
  DELETE FROM home_review_counts;
  INSERT INTO home_review_counts (aid_year_id, signed_terms, schools)
  SELECT c.aid_year_id, c.signed_terms, count(*)
  FROM schools s
  CROSS JOIN LATERAL home_review_counts_of(
    ARRAY(SELECT e FROM enrollment_reviews e WHERE e.school_id = s.id), 1) AS c
  WHERE s.archived = 0 AND s.is_closed = 0
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint

SELECT rebuild_home_action_counts();
--> statement-breakpoint

-- Planner statistics for the new tables at once (the home page reads them on every sign-in).
ANALYZE home_action_counts;
--> statement-breakpoint
ANALYZE home_review_counts;
