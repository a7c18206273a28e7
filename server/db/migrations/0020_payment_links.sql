-- The provider's own id of a payment (a Razorpay Payment Link's plink_…), kept to ask the provider how it stands
-- when the customer's return and the webhook were both lost. Null for the test-mode page.
ALTER TABLE "payment_transactions" ADD COLUMN "provider_ref" text;
--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_ref_idx" ON "payment_transactions" ("status", "created_at") WHERE "provider_ref" IS NOT NULL;
