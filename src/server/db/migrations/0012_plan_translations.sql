ALTER TABLE "subscription_plan" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The built-in plans (0004) in German, French and Spanish; only while a plan still has the
-- built-in English texts and no translation (an admin's own wording is never translated wrong).
UPDATE "subscription_plan" SET "translations" = '{
  "de": {"description": "Für Nebenprojekte und zum Ausprobieren.", "features": ["1 Projekt", "Community-Support", "Grundlegende Analysen"]},
  "fr": {"description": "Pour les projets personnels et pour découvrir.", "features": ["1 projet", "Support communautaire", "Statistiques de base"]},
  "es": {"description": "Para proyectos personales y para probar.", "features": ["1 proyecto", "Soporte de la comunidad", "Analíticas básicas"]}
}'::jsonb
WHERE "slug" = 'free' AND "translations" = '{}'::jsonb
  AND "description" = 'For side projects and trying things out.'
  AND "features" = '["1 project", "Community support", "Basic analytics"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET "translations" = '{
  "de": {"description": "Für Profis, die ein Produkt ausliefern.", "features": ["10 Projekte", "E-Mail-Support", "Erweiterte Analysen", "Eigene Domain"]},
  "fr": {"description": "Pour les professionnels qui livrent un produit.", "features": ["10 projets", "Support par e-mail", "Statistiques avancées", "Domaine personnalisé"]},
  "es": {"description": "Para profesionales que lanzan un producto.", "features": ["10 proyectos", "Soporte por correo electrónico", "Analíticas avanzadas", "Dominio propio"]}
}'::jsonb
WHERE "slug" = 'pro' AND "translations" = '{}'::jsonb
  AND "description" = 'For professionals shipping a product.'
  AND "features" = '["10 projects", "E-mail support", "Advanced analytics", "Custom domain"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plan" SET "translations" = '{
  "de": {"description": "Für wachsende Teams.", "features": ["Unbegrenzte Projekte", "Priorisierter Support", "Erweiterte Analysen", "Eigene Domain", "SSO"]},
  "fr": {"description": "Pour les équipes en croissance.", "features": ["Projets illimités", "Support prioritaire", "Statistiques avancées", "Domaine personnalisé", "SSO"]},
  "es": {"description": "Para equipos en crecimiento.", "features": ["Proyectos ilimitados", "Soporte prioritario", "Analíticas avanzadas", "Dominio propio", "SSO"]}
}'::jsonb
WHERE "slug" = 'startup' AND "translations" = '{}'::jsonb
  AND "description" = 'For growing teams.'
  AND "features" = '["Unlimited projects", "Priority support", "Advanced analytics", "Custom domain", "SSO"]'::jsonb;
