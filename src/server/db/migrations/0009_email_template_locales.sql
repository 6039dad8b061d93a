CREATE TABLE "email_template_locale" (
	"template_id" integer NOT NULL,
	"locale" text NOT NULL,
	"active_version_id" integer NOT NULL,
	CONSTRAINT "email_template_locale_template_id_locale_pk" PRIMARY KEY("template_id","locale")
);
--> statement-breakpoint
DROP INDEX "email_template_version_unique";--> statement-breakpoint
ALTER TABLE "email_template_version" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_template_locale" ADD CONSTRAINT "email_template_locale_template_id_email_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_locale" ADD CONSTRAINT "email_template_locale_active_version_id_email_template_version_id_fk" FOREIGN KEY ("active_version_id") REFERENCES "public"."email_template_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_template_version_unique" ON "email_template_version" USING btree ("template_id","locale","version");