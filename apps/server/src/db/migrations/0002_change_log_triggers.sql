-- Change logs (ARCHITECTURE "Change logs"): every insert, update and delete of the audited tables is
-- recorded by these triggers, one change_log row per changed column, in the transaction of the change.
-- The acting user comes from the transaction-local setting app.user_id (see db/transaction.ts), so no
-- code path can skip the log and a rolled-back write leaves no trace.

-- Which report a row belongs to and which school, student, aid year and application it concerns.
-- Output names carry an o_ prefix so they never shadow the column names used in the lookups.
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

CREATE OR REPLACE FUNCTION change_log_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  cur jsonb;
  cur_json json;
  ctx record;
  actor integer := nullif(current_setting('app.user_id', true), '')::integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  cur := coalesce(new_row, old_row);
  -- json (unlike jsonb) keeps the table's column order, which the log rows then follow.
  IF TG_OP = 'DELETE' THEN cur_json := to_json(OLD); ELSE cur_json := to_json(NEW); END IF;

  -- Someone deleting their own account is recorded as an unknown actor instead of breaking the
  -- foreign key on change_log.modified_by.
  IF actor IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = actor) THEN
    actor := NULL;
  END IF;

  SELECT * INTO ctx FROM change_log_context(TG_TABLE_NAME, cur);

  INSERT INTO change_log (
    log_type, table_name, record_id, action, column_name, old_value, new_value, modified_by,
    school_id, student_id, aid_year_id, application_id, application_status, subject_user_id
  )
  SELECT
    CASE
      WHEN TG_TABLE_NAME = 'student_applications' AND k.col IN (
        'export_status_id', 'export_status_date', 'export_status_reason_other', 'no_longer_eligible_date'
      ) THEN 'EXPORT'
      ELSE ctx.o_log_type
    END,
    TG_TABLE_NAME, (cur ->> 'id')::integer, TG_OP, k.col, old_row ->> k.col, new_row ->> k.col, actor,
    ctx.o_school_id, ctx.o_student_id, ctx.o_aid_year_id, ctx.o_application_id, ctx.o_application_status,
    ctx.o_subject_user_id
  FROM json_object_keys(cur_json) WITH ORDINALITY AS k(col, n)
  -- Bookkeeping columns are noise, and secrets (password and token hashes) must never be copied.
  WHERE k.col NOT IN (
      'id', 'version', 'created_at', 'updated_at', 'last_updated', 'modified_by', 'password_hash', 'token_hash'
    )
    AND CASE
      WHEN TG_OP = 'UPDATE' THEN (old_row -> k.col) IS DISTINCT FROM (new_row -> k.col)
      ELSE (cur ->> k.col) IS NOT NULL
    END
  ORDER BY k.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON schools
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_contacts
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_participation_types
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_aid_years
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_aid_year_eligible_programs
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_aid_year_enrollment_fees
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON school_aid_year_student_categories
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON student_applications
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON application_schools
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON eligibility_usages
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
--> statement-breakpoint
CREATE TRIGGER change_log_capture AFTER INSERT OR UPDATE OR DELETE ON enrollment_reviews
  FOR EACH ROW EXECUTE FUNCTION change_log_capture();
