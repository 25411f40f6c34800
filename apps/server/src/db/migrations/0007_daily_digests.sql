CREATE TABLE "daily_digest_runs" (
	"digest_day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
