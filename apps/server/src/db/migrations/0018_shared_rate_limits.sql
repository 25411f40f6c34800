-- State every server on the database shares (issue 33 part 2), so N servers behind a proxy behave as one.

-- The public school-search limit (120 reads and 30 searches a minute per address and route) was counted in
-- each process: N servers gave a visitor N times the allowance. One row per bucket (the route) and
-- address: its window opens with the first request and lasts a minute (as @fastify/rate-limit's memory
-- store counted), and a request adds one to the row, or opens a new window, with a single upsert. Rows
-- whose window is over are deleted now and then by the servers (modules/school-search).
CREATE TABLE "rate_limit_counters" (
	"bucket" varchar(200) NOT NULL,
	"address" varchar(64) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("bucket","address"),
	CONSTRAINT "rate_limit_counters_hits_chk" CHECK ("hits" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");
--> statement-breakpoint

-- The built-in test gateway (platform/payments/test-gateway.ts) stands for one provider that all servers
-- talk to: the tokens it has taken (single use) and its approved charges (the 120 s duplicate window) are
-- kept here, not in each process, so a token used through one server is refused through another.
CREATE TABLE "test_gateway_tokens" (
	"nonce" varchar(22) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_gateway_tokens_expires_idx" ON "test_gateway_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "test_gateway_charges" (
	"charge_key" varchar(200) PRIMARY KEY NOT NULL,
	"charged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_gateway_charges_at_idx" ON "test_gateway_charges" USING btree ("charged_at");
