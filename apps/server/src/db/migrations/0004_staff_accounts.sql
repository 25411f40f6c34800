ALTER TABLE "users" ADD COLUMN "email_change_notice" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_telo_uq" ON "user_roles" USING btree ("school_id","role_id") WHERE "user_roles"."role_id" in (6, 7);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_notice_chk" CHECK ("users"."email_change_notice" in (0,1));