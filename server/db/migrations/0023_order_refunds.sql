-- A cancelled order's money back (issue 23): rupees sent back to the UPI, card or app that paid (source),
-- rupees back in the wallet, points back; how the refund stands (PENDING until the provider has taken the
-- source part, DONE after, and at once when nothing goes to a provider) with the provider's refund id. Who
-- cancelled: the OUTLET (refused) or the CUSTOMER (before the outlet accepted).
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_source_paise" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_wallet_paise" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_points" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_state" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;
--> statement-breakpoint
-- The sweep's question: refunds the provider has not taken yet.
CREATE INDEX "orders_refund_pending_idx" ON "orders" ("updated_at") WHERE "refund_state" = 'PENDING';
