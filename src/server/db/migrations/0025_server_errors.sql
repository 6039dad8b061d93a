CREATE TABLE "server_error" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "server_error_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text,
	"status" integer NOT NULL,
	"error_name" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"stack_hash" text NOT NULL,
	"release" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_error_occurred_at_idx" ON "server_error" USING btree ("occurred_at");