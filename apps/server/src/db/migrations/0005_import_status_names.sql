-- Import statuses 1 and 12 take the names open-points 4 gives them.
UPDATE "import_statuses" SET "import_status" = 'Awaiting Export Decision' WHERE "id" = 1;--> statement-breakpoint
UPDATE "import_statuses" SET "import_status" = 'Transferred' WHERE "id" = 12;
