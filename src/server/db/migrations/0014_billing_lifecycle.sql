CREATE TABLE "local_billing_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_subscription" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"card" text DEFAULT 'success' NOT NULL,
	"retries_done" integer DEFAULT 0 NOT NULL,
	"trial_ending_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD COLUMN "pricing_model" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_subscription" ADD CONSTRAINT "local_subscription_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Stripe's incomplete_expired and paused are stored as canceled from now on (the contract's statuses).
UPDATE "subscription" SET "status" = 'canceled' WHERE "status" IN ('incomplete_expired', 'paused');
