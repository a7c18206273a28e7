-- An erase (the diner's own account deletion, or support's on a DPDP Act 2023 request) keeps the orders without the
-- diner: their invoices stay in the outlet's series (migration 0075) and in the month's GST tables and reports, so the
-- series shows no hole and the month's figures do not drop. The order forgets whose it was (user_id null) and the
-- erase strips from it everything that named them (server/privacy/anonymiseOrders.ts lists each field).
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
