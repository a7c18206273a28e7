-- Support's refunds (issue 47): the reason a diner reads on support's money back, the owner's limit above which a
-- refund waits, and the refunds that wait for finance's approval.
ALTER TABLE "order_ledger" ADD COLUMN "reason" text;
--> statement-breakpoint
CREATE TABLE "support_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "approval_above_paise" integer,
  "version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_refunds" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "ask" jsonb NOT NULL,
  "amount_paise" integer NOT NULL,
  "state" text DEFAULT 'WAITING' NOT NULL,
  "asked_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
  "asked_at" timestamp with time zone NOT NULL,
  "decided_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "support_refunds_state_idx" ON "support_refunds" USING btree ("state","asked_at");
--> statement-breakpoint
CREATE INDEX "support_refunds_order_idx" ON "support_refunds" USING btree ("order_id");
