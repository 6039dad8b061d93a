CREATE TABLE "entitlement_override" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"user_id" text,
	"organization_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_key" text NOT NULL,
	"user_id" text,
	"organization_id" text,
	"meter" text NOT NULL,
	"quantity" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD COLUMN "flags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD COLUMN "usage_pricing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_override" ADD CONSTRAINT "entitlement_override_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_override" ADD CONSTRAINT "entitlement_override_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_override" ADD CONSTRAINT "entitlement_override_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_customer_idx" ON "project" USING btree ("customer_key","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_event_idempotency_unique" ON "usage_event" USING btree ("customer_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "usage_event_meter_idx" ON "usage_event" USING btree ("customer_key","meter","recorded_at");--> statement-breakpoint
-- The built-in plans (0004) gain their flags and API limits (a limit an admin already set stays).
UPDATE "subscription_plan" SET
  "flags" = '{"apiAccess": false, "webhooks": false, "customDomain": false, "sso": false, "prioritySupport": false}'::jsonb,
  "limits" = '{"apiRequestsPerMonth": 1000, "apiRequestsPerMinute": 10}'::jsonb || "limits"
WHERE "slug" = 'free' AND "flags" = '{}'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET
  "flags" = '{"apiAccess": true, "webhooks": true, "customDomain": true, "sso": false, "prioritySupport": false}'::jsonb,
  "limits" = '{"apiRequestsPerMonth": 100000, "apiRequestsPerMinute": 60}'::jsonb || "limits"
WHERE "slug" = 'pro' AND "flags" = '{}'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET
  "flags" = '{"apiAccess": true, "webhooks": true, "customDomain": true, "sso": true, "prioritySupport": true}'::jsonb,
  "limits" = '{"apiRequestsPerMonth": 1000000, "apiRequestsPerMinute": 300}'::jsonb || "limits",
  "usage_pricing" = '[{"meter": "api_requests", "includedUnits": 1000000, "unitAmount": 100, "per": 10000}]'::jsonb
WHERE "slug" = 'startup' AND "flags" = '{}'::jsonb;--> statement-breakpoint
-- The pricing page now lists the limits and flags itself (in the reader's language): the built-in
-- feature texts keep only what no limit or flag says, while they are still the built-in texts.
UPDATE "subscription_plan" SET "features" = '["Community support", "Basic analytics"]'::jsonb,
  "translations" = '{
  "de": {"description": "Für Nebenprojekte und zum Ausprobieren.", "features": ["Community-Support", "Grundlegende Analysen"]},
  "fr": {"description": "Pour les projets personnels et pour découvrir.", "features": ["Support communautaire", "Statistiques de base"]},
  "es": {"description": "Para proyectos personales y para probar.", "features": ["Soporte de la comunidad", "Analíticas básicas"]}
}'::jsonb
WHERE "slug" = 'free' AND "features" = '["1 project", "Community support", "Basic analytics"]'::jsonb
  AND "translations" #> '{de,features}' = '["1 Projekt", "Community-Support", "Grundlegende Analysen"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET "features" = '["E-mail support", "Advanced analytics"]'::jsonb,
  "translations" = '{
  "de": {"description": "Für Profis, die ein Produkt ausliefern.", "features": ["E-Mail-Support", "Erweiterte Analysen"]},
  "fr": {"description": "Pour les professionnels qui livrent un produit.", "features": ["Support par e-mail", "Statistiques avancées"]},
  "es": {"description": "Para profesionales que lanzan un producto.", "features": ["Soporte por correo electrónico", "Analíticas avanzadas"]}
}'::jsonb
WHERE "slug" = 'pro' AND "features" = '["10 projects", "E-mail support", "Advanced analytics", "Custom domain"]'::jsonb
  AND "translations" #> '{de,features}' = '["10 Projekte", "E-Mail-Support", "Erweiterte Analysen", "Eigene Domain"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET "features" = '["Advanced analytics"]'::jsonb,
  "translations" = '{
  "de": {"description": "Für wachsende Teams.", "features": ["Erweiterte Analysen"]},
  "fr": {"description": "Pour les équipes en croissance.", "features": ["Statistiques avancées"]},
  "es": {"description": "Para equipos en crecimiento.", "features": ["Analíticas avanzadas"]}
}'::jsonb
WHERE "slug" = 'startup' AND "features" = '["Unlimited projects", "Priority support", "Advanced analytics", "Custom domain", "SSO"]'::jsonb
  AND "translations" #> '{de,features}' = '["Unbegrenzte Projekte", "Priorisierter Support", "Erweiterte Analysen", "Eigene Domain", "SSO"]'::jsonb;
