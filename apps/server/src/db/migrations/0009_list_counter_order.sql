-- The export list counters (0006) were raised one school at a time, in whatever order a statement met
-- them (a student's or a modifier's applications, every school after a rename). Two transactions raising
-- the same counters in different orders could deadlock. As the import counters (0008) already are, they
-- are now raised in school order within each raise; inTransaction retries the deadlocks left between
-- rows of one statement (transaction.ts).
CREATE OR REPLACE FUNCTION bump_export_lists(school_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO export_list_versions AS v (school_id, version)
    SELECT DISTINCT id, 1 FROM unnest(school_ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION bump_export_list(school integer) RETURNS void LANGUAGE sql AS $$
  SELECT bump_export_lists(ARRAY[school]);
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION bump_every_export_list() RETURNS void LANGUAGE sql AS $$
  SELECT bump_export_lists(ARRAY(SELECT id FROM schools));
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_lists(ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.export_school_id END,
                                  CASE WHEN TG_OP <> 'DELETE' THEN NEW.export_school_id END]);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_lists(ARRAY(SELECT a.export_school_id FROM student_applications a
    WHERE a.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.application_id END,
                   CASE WHEN TG_OP <> 'INSERT' THEN OLD.application_id END)));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_student_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_lists(ARRAY(SELECT a.export_school_id FROM student_applications a
    WHERE a.student_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_modifier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_lists(ARRAY(SELECT a.export_school_id FROM student_applications a
    WHERE a.modified_by = NEW.id));
  RETURN NULL;
END
$$;
