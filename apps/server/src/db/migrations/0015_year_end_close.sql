-- Closing at the end of an aid year and Close Application by a TE admin (open-points 8, 43). The reason an
-- application was closed ("Aid year ended", or the TE admin's) is a column of the application, so the
-- change-log trigger of migration 0002 records it in the Application change log with the status change.
ALTER TABLE "student_applications" ADD COLUMN "close_reason" text;
--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_close_reason_chk"
  CHECK ("close_reason" IS NULL OR length("close_reason") <= 500);
--> statement-breakpoint

-- One claim per aid year closed (modules/imports/year-end-close.ts): the server whose insert takes the row
-- closes the year's applications, one transaction each, renewing claimed_at as it goes; a claim left
-- unfinished and stale (its server stopped) is taken over. finished_at ends the year's close for good.
CREATE TABLE "year_end_closes" (
	"aid_year_id" integer PRIMARY KEY NOT NULL REFERENCES "aid_years"("id") ON DELETE CASCADE,
	"claim_token" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"closed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "year_end_closes_count_chk" CHECK ("closed_count" >= 0)
);
