CREATE TABLE "billing_customer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_checkout_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"billing_cycle" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_monthly" integer NOT NULL,
	"price_yearly" integer NOT NULL,
	"stripe_product_id" text,
	"stripe_price_id_monthly" text,
	"stripe_price_id_yearly" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer,
	"status" text NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"price_id" text,
	"customer_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"provider_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_session" ADD CONSTRAINT "local_checkout_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_session" ADD CONSTRAINT "local_checkout_session_plan_id_subscription_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_subscription_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customer_customer_unique" ON "billing_customer" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "local_checkout_session_user_idx" ON "local_checkout_session" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plan_slug_unique" ON "subscription_plan" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plan_price_monthly_unique" ON "subscription_plan" USING btree ("stripe_price_id_monthly");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plan_price_yearly_unique" ON "subscription_plan" USING btree ("stripe_price_id_yearly");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_status_idx" ON "subscription" USING btree ("status","plan_id");--> statement-breakpoint
CREATE INDEX "subscription_created_at_idx" ON "subscription" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_processed_idx" ON "webhook_event" USING btree ("processed_at");--> statement-breakpoint
-- The three plans exist from the first start; admins edit them (and sync them to Stripe) later.
INSERT INTO "subscription_plan" ("name", "slug", "description", "price_monthly", "price_yearly", "features", "limits", "sort_order") VALUES
  ('Free', 'free', 'For side projects and trying things out.', 0, 0, '["1 project", "Community support", "Basic analytics"]', '{"projects": 1, "teamMembers": 1, "storageMb": 100}', 0),
  ('Pro', 'pro', 'For professionals shipping a product.', 1900, 19000, '["10 projects", "E-mail support", "Advanced analytics", "Custom domain"]', '{"projects": 10, "teamMembers": 5, "storageMb": 10240}', 1),
  ('Startup', 'startup', 'For growing teams.', 4900, 49000, '["Unlimited projects", "Priority support", "Advanced analytics", "Custom domain", "SSO"]', '{"projects": null, "teamMembers": 25, "storageMb": 102400}', 2)
ON CONFLICT ("slug") DO NOTHING;
