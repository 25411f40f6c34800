CREATE TABLE "import_list_versions" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint

-- Raises the import list counters of the given schools (schema/list-versions.ts): a server holding one of
-- their import lists under an older counter reads it again. Raised in school order, so two transactions
-- raising the same counters wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION bump_import_lists(school_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO import_list_versions AS v (school_id, version)
    SELECT DISTINCT id, 1 FROM unnest(school_ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint

-- A name or date shown on, or deciding, every school's import list changed: every counter, existing or not.
CREATE OR REPLACE FUNCTION bump_every_import_list() RETURNS void LANGUAGE sql AS $$
  SELECT bump_import_lists(ARRAY(SELECT id FROM schools));
$$;
--> statement-breakpoint

-- Each import row shows its application's other rows (how many, and which school has the student
-- enrolled), so a row's change raises every import school of its application, and its own school even
-- when the row is gone (deleted by its application's cascade).
CREATE OR REPLACE FUNCTION import_list_on_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_school integer := CASE WHEN TG_OP <> 'INSERT' THEN OLD.import_school_id END;
  old_application integer := CASE WHEN TG_OP <> 'INSERT' THEN OLD.application_id END;
  new_school integer := CASE WHEN TG_OP <> 'DELETE' THEN NEW.import_school_id END;
  new_application integer := CASE WHEN TG_OP <> 'DELETE' THEN NEW.application_id END;
BEGIN
  PERFORM bump_import_lists(ARRAY[old_school, new_school] || ARRAY(SELECT s.import_school_id
    FROM application_schools s WHERE s.application_id IN (old_application, new_application)));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_import_row AFTER INSERT OR UPDATE OR DELETE ON application_schools
  FOR EACH ROW EXECUTE FUNCTION import_list_on_import_row();
--> statement-breakpoint

-- An application's status, aid year, export decision, student category and eligibility show on each of
-- its import rows. Its insert has no rows yet and its delete cascades to them (their trigger reports it).
CREATE OR REPLACE FUNCTION import_list_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_import_lists(ARRAY(SELECT s.import_school_id FROM application_schools s
    WHERE s.application_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_application AFTER UPDATE ON student_applications
  FOR EACH ROW EXECUTE FUNCTION import_list_on_application();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION import_list_on_student_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_import_lists(ARRAY(SELECT x.import_school_id FROM student_applications a
    JOIN application_schools x ON x.application_id = a.id WHERE a.student_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_student_name AFTER UPDATE OF student_first_name, student_last_name ON students
  FOR EACH ROW
  WHEN ((OLD.student_first_name, OLD.student_last_name) IS DISTINCT FROM (NEW.student_first_name, NEW.student_last_name))
  EXECUTE FUNCTION import_list_on_student_name();
--> statement-breakpoint

-- The import list names the staff user who last changed a row (only while that user is staff).
CREATE OR REPLACE FUNCTION import_list_on_modifier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_import_lists(ARRAY(SELECT x.import_school_id FROM application_schools x
    WHERE x.modified_by = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_modifier AFTER UPDATE OF first_name, last_name, usertype ON users
  FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.usertype) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.usertype))
  EXECUTE FUNCTION import_list_on_modifier();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION import_list_on_shown_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_every_import_list();
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A school's name shows as the export school and the enrolled school on other schools' lists.
CREATE TRIGGER import_list_on_school_name AFTER UPDATE OF school_name ON schools
  FOR EACH ROW WHEN (OLD.school_name IS DISTINCT FROM NEW.school_name)
  EXECUTE FUNCTION import_list_on_shown_everywhere();
--> statement-breakpoint

-- The import school's own place and academic term (the extension cap) show on its own list only.
CREATE OR REPLACE FUNCTION import_list_on_own_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_import_lists(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_school_place AFTER UPDATE OF city, state, academic_term ON schools
  FOR EACH ROW
  WHEN ((OLD.city, OLD.state, OLD.academic_term) IS DISTINCT FROM (NEW.city, NEW.state, NEW.academic_term))
  EXECUTE FUNCTION import_list_on_own_school();
--> statement-breakpoint

-- The name and dates decide the active-years filter and the 15 August rule of every row of the year.
CREATE TRIGGER import_list_on_aid_year AFTER UPDATE OF aidyear, aidyearbegindate, aidyearenddate ON aid_years
  FOR EACH ROW
  WHEN ((OLD.aidyear, OLD.aidyearbegindate, OLD.aidyearenddate) IS DISTINCT FROM (NEW.aidyear, NEW.aidyearbegindate, NEW.aidyearenddate))
  EXECUTE FUNCTION import_list_on_shown_everywhere();
--> statement-breakpoint

-- The programs a school offers decide the exchange program choices (both schools' programs) on its own
-- list and on the lists of the schools its applications go to. Once per statement that changed rows (a
-- profile save replaces the programs, mostly changing none).
CREATE OR REPLACE FUNCTION import_list_on_school_programs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_import_lists(ARRAY(
    SELECT c.school_id FROM changed c
    UNION
    SELECT x.import_school_id FROM student_applications a JOIN application_schools x ON x.application_id = a.id
      WHERE a.export_school_id IN (SELECT c.school_id FROM changed c)));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER import_list_on_school_programs_added AFTER INSERT ON school_participation_types
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION import_list_on_school_programs();
--> statement-breakpoint

CREATE TRIGGER import_list_on_school_programs_removed AFTER DELETE ON school_participation_types
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION import_list_on_school_programs();
--> statement-breakpoint

CREATE TRIGGER import_list_on_school_programs_changed AFTER UPDATE ON school_participation_types
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION import_list_on_school_programs();
