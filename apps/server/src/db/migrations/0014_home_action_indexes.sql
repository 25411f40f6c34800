-- "Needs your action" on the staff home page (issue 24): how many import rows of live applications still
-- await the import school's decision (import statuses 1-3, 2-applications §4), with their status dates,
-- and how many live applications await the export decision. At production size 321,000 import rows sit
-- at those statuses, most of them under closed applications, and 40,000 applications are open or
-- transfer: joining them read the heap of both (110-240 ms for All Schools, 9-15 ms for the busiest
-- school). The undecided rows by import school with their application and status date, and the live
-- applications' ids with their export status, make every count index-only (All Schools 30-55 ms, kept
-- between writes by the server; one school a few ms).
CREATE INDEX application_schools_undecided_idx
  ON application_schools (import_school_id, application_id) INCLUDE (import_status_date)
  WHERE import_status_id IN (1, 2, 3);
--> statement-breakpoint
CREATE INDEX student_applications_live_idx
  ON student_applications (application_status, id) INCLUDE (export_status_id)
  WHERE application_status IN ('OPEN', 'TRANSFER');
