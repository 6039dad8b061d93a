CREATE TABLE "contact_submission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"subject" text,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"reply_message" text,
	"replied_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"email" text,
	"name" text,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"page_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reply_message" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invited_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"title" text DEFAULT 'Join the waitlist' NOT NULL,
	"description" text DEFAULT 'Be the first to know when we open the doors.' NOT NULL,
	"success_message" text DEFAULT 'You''re on the list! We''ll e-mail you an invitation.' NOT NULL,
	"auto_invite_mode" text DEFAULT 'off' NOT NULL,
	"auto_invite_count" integer DEFAULT 10 NOT NULL,
	"auto_invite_before" timestamp with time zone,
	"last_auto_invite_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_created_at_idx" ON "contact_submission" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_read_idx" ON "contact_submission" USING btree ("read","created_at");--> statement-breakpoint
CREATE INDEX "contact_name_trgm_idx" ON "contact_submission" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_email_trgm_idx" ON "contact_submission" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_type_idx" ON "feedback" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email_unique" ON "waitlist_entry" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_status_idx" ON "waitlist_entry" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_created_at_idx" ON "waitlist_entry" USING btree ("created_at","id");--> statement-breakpoint
-- The single settings row always exists.
INSERT INTO "waitlist_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
