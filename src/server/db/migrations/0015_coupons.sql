CREATE TABLE "coupon_redemption" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemption_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"subscription_id" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"duration" text NOT NULL,
	"duration_months" integer,
	"max_redemptions" integer,
	"expires_at" timestamp with time zone,
	"plan_ids" integer[],
	"active" boolean DEFAULT true NOT NULL,
	"stripe_coupon_id" text,
	"stripe_promotion_code_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_one_discount" CHECK (("coupon"."percent_off" is null) <> ("coupon"."amount_off" is null))
);
--> statement-breakpoint
CREATE TABLE "local_checkout_coupon" (
	"checkout_session_id" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_coupon" ADD CONSTRAINT "local_checkout_coupon_checkout_session_id_local_checkout_session_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."local_checkout_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_coupon" ADD CONSTRAINT "local_checkout_coupon_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemption_user_unique" ON "coupon_redemption" USING btree ("coupon_id","user_id") WHERE "coupon_redemption"."organization_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemption_organization_unique" ON "coupon_redemption" USING btree ("coupon_id","organization_id") WHERE "coupon_redemption"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "coupon_redemption_subscription_idx" ON "coupon_redemption" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_lower_unique" ON "coupon" USING btree (lower("code"));