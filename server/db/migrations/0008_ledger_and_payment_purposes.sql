CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "wallet_transactions_user_idx";--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "wallet_part_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "return_to" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_transactions_user_idx" ON "point_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_once" ON "point_transactions" USING btree ("kind","reference") WHERE "point_transactions"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_once" ON "wallet_transactions" USING btree ("kind","reference") WHERE "wallet_transactions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");