CREATE TABLE "subscription_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"previous_status" text,
	"status" text NOT NULL,
	"previous_mrr" integer NOT NULL,
	"mrr" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscription_movement_at_idx" ON "subscription_movement" USING btree ("at");--> statement-breakpoint
CREATE INDEX "subscription_movement_subscription_idx" ON "subscription_movement" USING btree ("subscription_id","id");--> statement-breakpoint
-- Existing subscriptions start the history in their current state, dated their creation.
INSERT INTO "subscription_movement" ("subscription_id", "at", "previous_status", "status", "previous_mrr", "mrr")
SELECT s."id", s."created_at", NULL, s."status", 0,
  CASE WHEN s."status" IN ('active', 'past_due') AND p."id" IS NOT NULL
    THEN round((CASE WHEN s."billing_cycle" = 'yearly' THEN p."price_yearly" / 12.0 ELSE p."price_monthly" END) * coalesce(s."seats", 1))::integer
    ELSE 0 END
FROM "subscription" s LEFT JOIN "subscription_plan" p ON p."id" = s."plan_id";
