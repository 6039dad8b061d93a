CREATE TABLE "job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"singleton_key" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_due_idx";--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "job_lease_idx" ON "job" USING btree ("locked_until") WHERE "job"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_queue_status_idx" ON "job" USING btree ("queue","status");--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("finished_at") WHERE "job"."finished_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_singleton_key_idx" ON "job" USING btree ("singleton_key");--> statement-breakpoint
ALTER TABLE "email" DROP COLUMN "locked_until";--> statement-breakpoint
-- The messages the old mail queue still held become jobs of the runner's `mail` queue.
INSERT INTO "job" ("queue", "payload", "max_attempts", "run_at")
SELECT 'mail', jsonb_build_object('emailId', "id"), 20, "next_attempt_at" FROM "email" WHERE "status" = 'queued';
