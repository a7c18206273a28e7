-- The table's bill, split (issue 23): each part one diner paid (their dishes, an equal share, or what is left), and
-- which payment paid each dish, set once.
ALTER TABLE "table_lines" ADD COLUMN "paid_by" integer;--> statement-breakpoint
CREATE TABLE "table_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"line_ids" integer[] NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "table_payments" ADD CONSTRAINT "table_payments_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payments" ADD CONSTRAINT "table_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_payments_session_idx" ON "table_payments" USING btree ("session_id");
