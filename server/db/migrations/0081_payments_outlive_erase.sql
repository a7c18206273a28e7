-- A kept order's provider payments stay after its diner's account is erased (migration 0080): a refund to the card or
-- UPI that paid, still pending at the erase or asked later by support, goes back through the payment's provider id
-- (server/orderLedger/providerRefunds.ts). The erase keeps only the decided payments of kept orders, naming no one;
-- the rest go with the account, as before.
ALTER TABLE "payment_transactions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
