-- Issue 24: settings, the home page content and the training upload.
--
-- The home page content is a TE-editable setting (open-points 36). It is HTML kept already sanitised
-- (the server sanitises every write with the allowlist, and again on every read), one row.
CREATE TABLE "home_content" (
  "id" smallint PRIMARY KEY DEFAULT 1,
  "html" text NOT NULL,
  "modified_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "last_updated" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "home_content_one_row_chk" CHECK ("id" = 1),
  CONSTRAINT "home_content_size_chk" CHECK (length("html") <= 100000)
);
--> statement-breakpoint
INSERT INTO "home_content" ("id", "html") VALUES (1,
  '<h2>Welcome to the Exchange Portal</h2>'
  || '<p>The tuition exchange programme lets the dependants of employees of member colleges study at '
  || 'other member colleges. Liaison officers certify eligibility, review applications and enrol '
  || 'students here; the central office runs billing, reports and settings.</p>'
  || '<ul><li>Work your school''s exports and imports from the menu.</li>'
  || '<li>Check <strong>Needs your action</strong> below for what is waiting for you.</li></ul>');
--> statement-breakpoint

-- What a training roster upload did (issue 24): the counts of its summary.
ALTER TABLE "training_uploads" ADD COLUMN "matched_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_uploads" ADD COLUMN "unmatched_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_uploads" ADD COLUMN "refused_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint

-- Settings, aid years, the home content and training uploads join the change log (3-billing §3: every
-- write recorded), in the TE admin change log.
CREATE OR REPLACE FUNCTION change_log_context(
  tbl text,
  r jsonb,
  OUT o_log_type text,
  OUT o_school_id integer,
  OUT o_student_id integer,
  OUT o_aid_year_id integer,
  OUT o_application_id integer,
  OUT o_application_status text,
  OUT o_subject_user_id integer
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  CASE tbl
    WHEN 'users' THEN
      o_subject_user_id := (r ->> 'id')::integer;
      o_log_type := CASE r ->> 'usertype' WHEN 'TE' THEN 'ADMIN' WHEN 'TELO' THEN 'TELO' ELSE 'APPLICATION' END;
      IF o_log_type = 'APPLICATION' THEN
        SELECT s.id INTO o_student_id FROM students s WHERE s.user_id = o_subject_user_id;
      END IF;
    WHEN 'user_roles' THEN
      -- TE roles are the ones held at no particular school.
      o_log_type := CASE WHEN r ->> 'school_id' IS NULL THEN 'ADMIN' ELSE 'TELO' END;
      o_school_id := (r ->> 'school_id')::integer;
      o_subject_user_id := (r ->> 'user_id')::integer;
    WHEN 'schools' THEN
      o_log_type := 'SCHOOL';
      o_school_id := (r ->> 'id')::integer;
    WHEN 'school_contacts', 'school_participation_types' THEN
      o_log_type := 'SCHOOL';
      o_school_id := (r ->> 'school_id')::integer;
    WHEN 'school_aid_years' THEN
      o_log_type := 'SCHOOL';
      o_school_id := (r ->> 'school_id')::integer;
      o_aid_year_id := (r ->> 'aid_year_id')::integer;
    WHEN 'school_aid_year_eligible_programs', 'school_aid_year_enrollment_fees',
         'school_aid_year_student_categories' THEN
      o_log_type := 'SCHOOL';
      SELECT y.school_id, y.aid_year_id INTO o_school_id, o_aid_year_id
        FROM school_aid_years y WHERE y.id = (r ->> 'school_aid_year_id')::integer;
    WHEN 'students' THEN
      o_log_type := 'APPLICATION';
      o_student_id := (r ->> 'id')::integer;
    WHEN 'student_applications' THEN
      o_log_type := 'APPLICATION';
      o_school_id := (r ->> 'export_school_id')::integer;
      o_student_id := (r ->> 'student_id')::integer;
      o_aid_year_id := (r ->> 'aid_year_id')::integer;
      o_application_id := (r ->> 'id')::integer;
      o_application_status := r ->> 'application_status';
    WHEN 'application_schools' THEN
      o_log_type := 'IMPORT';
      o_school_id := (r ->> 'import_school_id')::integer;
      o_application_id := (r ->> 'application_id')::integer;
      SELECT a.student_id, a.aid_year_id, a.application_status
        INTO o_student_id, o_aid_year_id, o_application_status
        FROM student_applications a WHERE a.id = o_application_id;
    WHEN 'eligibility_usages' THEN
      o_log_type := 'IMPORT';
      SELECT s.import_school_id, s.application_id, a.student_id, a.aid_year_id, a.application_status
        INTO o_school_id, o_application_id, o_student_id, o_aid_year_id, o_application_status
        FROM application_schools s JOIN student_applications a ON a.id = s.application_id
        WHERE s.id = (r ->> 'application_school_id')::integer;
    WHEN 'enrollment_reviews' THEN
      o_log_type := 'ENROLLMENT_REVIEW';
      o_school_id := (r ->> 'school_id')::integer;
      o_aid_year_id := (r ->> 'aid_year_id')::integer;
    WHEN 'invoices' THEN
      o_log_type := 'BILLING';
      o_school_id := (r ->> 'school_id')::integer;
      o_aid_year_id := (r ->> 'aid_year_id')::integer;
    WHEN 'invoice_payments' THEN
      o_log_type := 'BILLING';
      SELECT i.school_id, i.aid_year_id INTO o_school_id, o_aid_year_id
        FROM invoices i WHERE i.id = (r ->> 'invoice_id')::integer;
    WHEN 'settings', 'home_content', 'training_uploads' THEN
      -- Programme settings, the home page content and training rosters: the TE admin change log.
      o_log_type := 'ADMIN';
    WHEN 'aid_years' THEN
      o_log_type := 'ADMIN';
      o_aid_year_id := (r ->> 'id')::integer;
    ELSE
      RAISE EXCEPTION 'change_log_context: table % is not audited', tbl;
  END CASE;

  -- Student account changes belong to the student's current application (the open one, else the latest).
  IF o_student_id IS NOT NULL AND o_application_id IS NULL THEN
    SELECT a.export_school_id, a.aid_year_id, a.id, a.application_status
      INTO o_school_id, o_aid_year_id, o_application_id, o_application_status
      FROM student_applications a
      WHERE a.student_id = o_student_id
      ORDER BY (a.application_status = 'CLOSED'), a.id DESC
      LIMIT 1;
  END IF;
END
$$;
--> statement-breakpoint

CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON aid_years
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON home_content
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON training_uploads
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
