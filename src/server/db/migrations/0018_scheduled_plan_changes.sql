CREATE TABLE "scheduled_plan_change" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"billing_cycle" text NOT NULL,
	"price_id" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"stripe_schedule_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_plan_change" ADD CONSTRAINT "scheduled_plan_change_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_plan_change" ADD CONSTRAINT "scheduled_plan_change_plan_id_subscription_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plan"("id") ON DELETE cascade ON UPDATE no action;