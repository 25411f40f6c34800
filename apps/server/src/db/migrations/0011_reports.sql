-- Reports (issue 23): the indexes of the report and change-log queries, and the counters of Export Stats
-- and Import Stats kept by the writes. Each block says what it serves and what it measured on the
-- production-size data set (npm run seed:scale).

-- The application reports: indexes of the application reports (Export, Import, Enrollment, Tuition, Leave of Absence,
-- All Applications). The engine orders by `<column> desc nulls last, <key> desc`, which a plain primary
-- key (DESC NULLS FIRST backwards) does not serve, hence the NULLS LAST indexes.
-- Newest application first (Export, All Applications, All Schools):
CREATE INDEX IF NOT EXISTS student_applications_id_desc_idx
  ON student_applications (id DESC NULLS LAST);
--> statement-breakpoint
-- The same within one aid year (every application report with the Application Year filter; the import
-- row reports merge-join it with application_schools_application_desc_idx):
CREATE INDEX IF NOT EXISTS student_applications_year_id_idx
  ON student_applications (aid_year_id, id DESC NULLS LAST);
--> statement-breakpoint
-- Import rows, newest application first (Import, Import/Export Enrollment, Tuition, All Schools):
CREATE INDEX IF NOT EXISTS application_schools_application_desc_idx
  ON application_schools (application_id DESC NULLS LAST, id DESC);
--> statement-breakpoint
-- Leave of Absence: the rows with a leave, newest leave first:
CREATE INDEX IF NOT EXISTS application_schools_leave_idx
  ON application_schools (leave_of_absence_begin DESC NULLS LAST, id DESC)
  WHERE leave_of_absence_begin IS NOT NULL;
--> statement-breakpoint
-- The rows a school granted its award to (TUITION_REPORT_IMPORT_STATUSES: Enrolled, Leave of Absence,
-- Withdrawn, Transferred, Graduated), newest application first: Tuition, and the Enrollment tabs
-- (ENROLLMENT_REPORT_IMPORT_STATUSES, 5 and 11, are among them) at All Schools.
CREATE INDEX IF NOT EXISTS application_schools_awarded_idx
  ON application_schools (application_id DESC NULLS LAST, id DESC)
  WHERE import_status_id IN (5, 10, 11, 12, 13);
--> statement-breakpoint
-- The students a school has enrolled or on leave (ENROLLMENT_REPORT_IMPORT_STATUSES), newest application
-- first: the Enrollment tabs at All Schools (the awarded rows' index would walk past the Withdrawn and
-- Graduated rows of older applications), and the Enrolled School column of Export and All Applications
-- (an index-only merge join, hence the INCLUDE).
CREATE INDEX IF NOT EXISTS application_schools_enrolled_idx
  ON application_schools (application_id DESC NULLS LAST, id DESC) INCLUDE (import_school_id)
  WHERE import_status_id IN (5, 11);
--> statement-breakpoint
-- All Applications' Semesters Used: the import rows holding a used term (last_eligibility_used is set with
-- every eligibility usage and recomputed when one is removed), one probe per application.
CREATE INDEX IF NOT EXISTS application_schools_used_idx
  ON application_schools (application_id)
  WHERE last_eligibility_used IS NOT NULL;
--> statement-breakpoint

-- The change logs: first page in the default order (newest first, then the row key) read
-- straight from the index, without sorting a year of rows: All Schools, Import Status log, 1 Year on
-- the production-size data (197,454 rows in the frame): page 190 ms -> 0.2 ms (the count, 55 ms warm, uses either index).
-- The engine orders by "modified_at desc nulls last, id desc"; an index on (log_type, modified_at) cannot
-- give that order (a backward scan is DESC NULLS FIRST, and id is missing), so the plan was a top-N sort.
-- It serves every range scan change_log_type_time_idx (log_type, modified_at) served, so that index may be
-- dropped once nothing else relies on its exact shape (the daily digest reads log_type + modified_at ranges).
-- The per-school reads stay on change_log_school_type_time_idx: the busiest school has ~1,000 rows a year
-- in a log, sorted in < 1 ms.
CREATE INDEX IF NOT EXISTS change_log_type_recent_idx
  ON change_log (log_type, modified_at DESC NULLS LAST, id DESC);
--> statement-breakpoint

-- The TE-only reports: indexes for the TE-only staff reports (Outstanding Invoices, Payments, TELO Training, All
-- Contacts, Enrollment Review). Measured on the production-size data (700 schools, 8,046 invoices, 7,828 payments,
-- 1,053 staff-school rows, 3,916 contacts, 1,400 school x aid-year review rows).

-- Payments, default order (payment date newest first, then payment id): the engine sorts
-- `payment_date desc nulls last, id desc`, which a plain (payment_date) index cannot give backwards
-- (that would be NULLS FIRST). With it the All Schools first page reads 50 index entries instead of
-- joining and sorting every payment: page query 26 ms -> 3 ms on the production-size data.
CREATE INDEX IF NOT EXISTS invoice_payments_report_order_idx
  ON invoice_payments (payment_date DESC NULLS LAST, id DESC);


-- No other index is needed: Outstanding Invoices (a 1 ms scan of the invoices; one school through
-- invoices_school_list_idx), TELO Training and All Contacts (user_roles_school_idx, school_contacts_uq
-- for one school), Enrollment Review (enrollment_reviews_uq, user_roles_telo_uq) all run their page +
-- count in under 20 ms of execution for All Schools and for the busiest school.
--> statement-breakpoint

-- Export Stats and Import Stats (3-billing §3 "Application statistics row") at production scale.
--
-- Why a summary: counting by status over every import row (1,050,000 rows joined to 150,000 applications)
-- takes 0.5-0.75 s serially for All Schools over all years, and 0.85-1.3 s with an exchange-program
-- filter (an application counts once per program it has rows of: a count of distinct applications).
-- These counters answer the same questions from about 10,000 rows in a few milliseconds, and the
-- statement-level triggers below keep them exact in the transaction of every write (no refresh job,
-- no stale numbers).
--
-- A counter row: side 'E' = Export Stats (school = export school, status = export status;
-- accounts = export applications, school_rows = the import schools they applied to), side 'I' = Import
-- Stats (school = import school, status = import status; school_rows = import rows). program_id 0 is
-- every program; any other is the import row's own exchange program (participation_type_id), the one
-- the Import report filters by. Under a program an application counts once if it has any import row of
-- that program, with only those rows as "import schools applied".

CREATE TABLE IF NOT EXISTS application_stat_counts (
  side text NOT NULL,
  school_id integer NOT NULL,
  aid_year_id integer NOT NULL,
  program_id integer NOT NULL,
  status_id integer NOT NULL,
  accounts integer NOT NULL DEFAULT 0,
  school_rows integer NOT NULL DEFAULT 0,
  CONSTRAINT application_stat_counts_pk PRIMARY KEY (side, school_id, aid_year_id, program_id, status_id),
  CONSTRAINT application_stat_counts_side_chk CHECK (side in ('E', 'I'))
);
--> statement-breakpoint

-- All Schools reads one side and one program over every school (and maybe one year).
CREATE INDEX IF NOT EXISTS application_stat_counts_all_idx
  ON application_stat_counts (side, program_id, aid_year_id);
--> statement-breakpoint

-- Adds signed counts to the counters in key order, so two transactions touching the same counters wait
-- for each other instead of deadlocking; counts that cancel out are not written.
CREATE OR REPLACE FUNCTION add_application_stat_counts(deltas application_stat_counts[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO application_stat_counts AS c
      (side, school_id, aid_year_id, program_id, status_id, accounts, school_rows)
    SELECT d.side, d.school_id, d.aid_year_id, d.program_id, d.status_id, sum(d.accounts), sum(d.school_rows)
    FROM unnest(deltas) AS d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.accounts) <> 0 OR sum(d.school_rows) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (side, school_id, aid_year_id, program_id, status_id) DO UPDATE
    SET accounts = c.accounts + excluded.accounts, school_rows = c.school_rows + excluded.school_rows;
$$;
--> statement-breakpoint

-- What a set of import rows counts (times factor), with their applications as stored now: one import row
-- on each side, under every program (0) and under its own program.
CREATE OR REPLACE FUNCTION application_stat_row_counts(import_rows application_schools[], factor integer)
RETURNS SETOF application_stat_counts LANGUAGE sql STABLE AS $$
  SELECT k.side, k.school_id, a.aid_year_id, p.program_id, k.status_id, 0, factor
  FROM unnest(import_rows) AS r
  JOIN student_applications a ON a.id = r.application_id
  CROSS JOIN LATERAL (VALUES (0), (r.participation_type_id)) AS p(program_id)
  CROSS JOIN LATERAL (VALUES ('I', r.import_school_id, r.import_status_id),
                             ('E', a.export_school_id, a.export_status_id)) AS k(side, school_id, status_id)
  -- = ANY of the ids (not only the join) lets the planner look the few applications up by key.
  WHERE p.program_id IS NOT NULL AND a.id = ANY (ARRAY(SELECT x.application_id FROM unnest(import_rows) AS x));
$$;
--> statement-breakpoint

-- An export application counts under a program while it has an import row of that program: what each
-- application gains or loses there when the `removed` rows went and the `added` rows came (now stored).
CREATE OR REPLACE FUNCTION application_stat_program_accounts(
  removed application_schools[],
  added application_schools[]
) RETURNS SETOF application_stat_counts LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT x.application_id, x.program_id, sum(x.n) AS net
    FROM (SELECT r.application_id, r.participation_type_id AS program_id, -1 AS n FROM unnest(removed) AS r
          UNION ALL
          SELECT r.application_id, r.participation_type_id, 1 FROM unnest(added) AS r) AS x
    WHERE x.program_id IS NOT NULL
    GROUP BY 1, 2
  ), counted AS (
    SELECT c.application_id, c.program_id, c.net,
      (SELECT count(*) FROM application_schools s
        WHERE s.application_id = c.application_id AND s.participation_type_id = c.program_id) AS now_rows
    FROM changed c
  )
  SELECT 'E', a.export_school_id, a.aid_year_id, c.program_id, a.export_status_id,
    (CASE WHEN c.now_rows > 0 THEN 1 ELSE 0 END) - (CASE WHEN c.now_rows - c.net > 0 THEN 1 ELSE 0 END), 0
  FROM counted c
  JOIN student_applications a ON a.id = c.application_id
  WHERE a.id = ANY (ARRAY(SELECT c2.application_id FROM changed AS c2));
$$;
--> statement-breakpoint

-- Everything a set of applications counts (times factor), with the field values given and their import
-- rows as stored now: the account under every program and under each program it has rows of, and each
-- import row on both sides.
CREATE OR REPLACE FUNCTION application_stat_application_counts(apps student_applications[], factor integer)
RETURNS SETOF application_stat_counts LANGUAGE sql STABLE AS $$
  SELECT 'E', a.export_school_id, a.aid_year_id, 0, a.export_status_id, factor, 0
  FROM unnest(apps) AS a
  UNION ALL
  SELECT 'E', a.export_school_id, a.aid_year_id, p.program_id, a.export_status_id, factor, 0
  FROM unnest(apps) AS a
  CROSS JOIN LATERAL (SELECT DISTINCT r.participation_type_id AS program_id FROM application_schools r
    WHERE r.application_id = a.id AND r.participation_type_id IS NOT NULL) AS p
  UNION ALL
  SELECT k.side, k.school_id, a.aid_year_id, p.program_id, k.status_id, 0, factor
  FROM unnest(apps) AS a
  JOIN application_schools r ON r.application_id = a.id
  CROSS JOIN LATERAL (VALUES (0), (r.participation_type_id)) AS p(program_id)
  CROSS JOIN LATERAL (VALUES ('I', r.import_school_id, r.import_status_id),
                             ('E', a.export_school_id, a.export_status_id)) AS k(side, school_id, status_id)
  -- = ANY of the ids (not only the join) lets the planner read the few applications' rows by key.
  WHERE p.program_id IS NOT NULL AND r.application_id = ANY (ARRAY(SELECT x.id FROM unnest(apps) AS x));
$$;
--> statement-breakpoint

-- Import rows inserted, deleted, or changed in school, status, program or application. Rows whose
-- application is gone (its delete cascading) were taken off by the application's own trigger.
CREATE OR REPLACE FUNCTION application_stats_on_import_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE (o.application_id, o.import_school_id, o.import_status_id, o.participation_type_id)
        IS DISTINCT FROM (n.application_id, n.import_school_id, n.import_status_id, n.participation_type_id));
    IF cardinality(removed) = 0 THEN
      RETURN NULL;
    END IF;
    added := ARRAY(SELECT n::application_schools FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.application_id, o.import_school_id, o.import_status_id, o.participation_type_id)
        IS DISTINCT FROM (n.application_id, n.import_school_id, n.import_status_id, n.participation_type_id));
  END IF;
  PERFORM add_application_stat_counts(ARRAY(
    SELECT d FROM application_stat_row_counts(removed, -1) AS d
    UNION ALL SELECT d FROM application_stat_row_counts(added, 1) AS d
    UNION ALL SELECT d FROM application_stat_program_accounts(removed, added) AS d));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER application_stats_on_import_row_insert AFTER INSERT ON application_schools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stats_on_import_rows();
--> statement-breakpoint
CREATE TRIGGER application_stats_on_import_row_update AFTER UPDATE ON application_schools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_stats_on_import_rows();
--> statement-breakpoint
CREATE TRIGGER application_stats_on_import_row_delete AFTER DELETE ON application_schools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stats_on_import_rows();
--> statement-breakpoint

-- Applications inserted, or changed in export school, aid year or export status (their import rows move
-- with them: the Import Stats year is the application's).
CREATE OR REPLACE FUNCTION application_stats_on_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_apps student_applications[] := '{}';
  new_apps student_applications[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    new_apps := ARRAY(SELECT n::student_applications FROM new_rows n);
  ELSE
    old_apps := ARRAY(SELECT o::student_applications FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.export_school_id, o.aid_year_id, o.export_status_id)
        IS DISTINCT FROM (n.export_school_id, n.aid_year_id, n.export_status_id));
    IF cardinality(old_apps) = 0 THEN
      RETURN NULL;
    END IF;
    new_apps := ARRAY(SELECT n::student_applications FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.export_school_id, o.aid_year_id, o.export_status_id)
        IS DISTINCT FROM (n.export_school_id, n.aid_year_id, n.export_status_id));
  END IF;
  PERFORM add_application_stat_counts(ARRAY(
    SELECT d FROM application_stat_application_counts(old_apps, -1) AS d
    UNION ALL SELECT d FROM application_stat_application_counts(new_apps, 1) AS d));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER application_stats_on_application_insert AFTER INSERT ON student_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stats_on_applications();
--> statement-breakpoint
CREATE TRIGGER application_stats_on_application_update AFTER UPDATE ON student_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_stats_on_applications();
--> statement-breakpoint

-- A deleted application takes off everything it counted while its import rows are still there (their
-- cascade delete then finds no application and counts nothing).
CREATE OR REPLACE FUNCTION application_stats_on_application_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_application_stat_counts(ARRAY(SELECT d FROM application_stat_application_counts(ARRAY[OLD], -1) AS d));
  RETURN OLD;
END
$$;
--> statement-breakpoint

CREATE TRIGGER application_stats_on_application_delete BEFORE DELETE ON student_applications
  FOR EACH ROW EXECUTE FUNCTION application_stats_on_application_delete();
--> statement-breakpoint

-- Counts everything again from the stored rows: the migration's backfill, and after a bulk load that ran
-- with triggers off (bench seed:scale uses session_replication_role = replica).
CREATE OR REPLACE FUNCTION rebuild_application_stat_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM application_stat_counts;
  INSERT INTO application_stat_counts (side, school_id, aid_year_id, program_id, status_id, accounts, school_rows)
  SELECT x.side, x.school_id, x.aid_year_id, x.program_id, x.status_id, sum(x.accounts), sum(x.school_rows)
  FROM (
    SELECT 'E' AS side, a.export_school_id AS school_id, a.aid_year_id, 0 AS program_id,
      a.export_status_id AS status_id, 1 AS accounts, 0 AS school_rows
    FROM student_applications a
    UNION ALL
    SELECT 'E', a.export_school_id, a.aid_year_id, p.participation_type_id, a.export_status_id, 1, 0
    FROM (SELECT DISTINCT r.application_id, r.participation_type_id FROM application_schools r
          WHERE r.participation_type_id IS NOT NULL) AS p
    JOIN student_applications a ON a.id = p.application_id
    UNION ALL
    SELECT k.side, k.school_id, a.aid_year_id, p.program_id, k.status_id, 0, 1
    FROM application_schools r
    JOIN student_applications a ON a.id = r.application_id
    CROSS JOIN LATERAL (VALUES (0), (r.participation_type_id)) AS p(program_id)
    CROSS JOIN LATERAL (VALUES ('I', r.import_school_id, r.import_status_id),
                               ('E', a.export_school_id, a.export_status_id)) AS k(side, school_id, status_id)
    WHERE p.program_id IS NOT NULL
  ) AS x
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint

SELECT rebuild_application_stat_counts();
