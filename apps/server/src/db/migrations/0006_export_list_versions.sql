CREATE TABLE "export_list_versions" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint

-- Raises an export school's list counter (schema/list-versions.ts): a server holding that school's list
-- rows under an older counter reads them again.
CREATE OR REPLACE FUNCTION bump_export_list(school integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO export_list_versions AS v (school_id, version) VALUES (school, 1)
  ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint

-- A name shown in every school's list changed (a school or an aid year): every counter, existing or not.
CREATE OR REPLACE FUNCTION bump_every_export_list() RETURNS void LANGUAGE sql AS $$
  INSERT INTO export_list_versions AS v (school_id, version) SELECT id, 1 FROM schools
  ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_export_list(OLD.export_school_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.export_school_id <> OLD.export_school_id) THEN
    PERFORM bump_export_list(NEW.export_school_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER export_list_on_application AFTER INSERT OR UPDATE OR DELETE ON student_applications
  FOR EACH ROW EXECUTE FUNCTION export_list_on_application();
--> statement-breakpoint

-- An import row belongs to the list of its application's export school (gone already when the
-- application's own delete cascades here, and that delete raised the counter).
CREATE OR REPLACE FUNCTION export_list_on_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_list(a.export_school_id) FROM student_applications a
    WHERE a.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.application_id END,
                   CASE WHEN TG_OP <> 'INSERT' THEN OLD.application_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER export_list_on_import_row AFTER INSERT OR UPDATE OR DELETE ON application_schools
  FOR EACH ROW EXECUTE FUNCTION export_list_on_import_row();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_student_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_list(s.export_school_id)
    FROM (SELECT DISTINCT a.export_school_id FROM student_applications a WHERE a.student_id = NEW.id) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER export_list_on_student_name AFTER UPDATE OF student_first_name, student_last_name ON students
  FOR EACH ROW
  WHEN ((OLD.student_first_name, OLD.student_last_name) IS DISTINCT FROM (NEW.student_first_name, NEW.student_last_name))
  EXECUTE FUNCTION export_list_on_student_name();
--> statement-breakpoint

-- The list names the staff user who last changed an application.
CREATE OR REPLACE FUNCTION export_list_on_modifier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_export_list(s.export_school_id)
    FROM (SELECT DISTINCT a.export_school_id FROM student_applications a WHERE a.modified_by = NEW.id) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER export_list_on_modifier AFTER UPDATE OF first_name, last_name, usertype ON users
  FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.usertype) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.usertype))
  EXECUTE FUNCTION export_list_on_modifier();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION export_list_on_shown_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_every_export_list();
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER export_list_on_school_name AFTER UPDATE OF school_name ON schools
  FOR EACH ROW WHEN (OLD.school_name IS DISTINCT FROM NEW.school_name) EXECUTE FUNCTION export_list_on_shown_name();
--> statement-breakpoint

CREATE TRIGGER export_list_on_aid_year_name AFTER UPDATE OF aidyear ON aid_years
  FOR EACH ROW WHEN (OLD.aidyear IS DISTINCT FROM NEW.aidyear) EXECUTE FUNCTION export_list_on_shown_name();
