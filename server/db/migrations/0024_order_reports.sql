-- Help with an order (issue 23): the customer's report of a missing or wrong dish, once per order, and the
-- outlet's answer: { kind, itemIds, note, at, resolvedAt, reply, refundPaise } (epoch ms). Null: nothing reported.
ALTER TABLE "orders" ADD COLUMN "report" jsonb;
--> statement-breakpoint
-- The boards' question: their outlet's reports still waiting for an answer.
CREATE INDEX "orders_report_open_idx" ON "orders" ("restaurant_id") WHERE "report" IS NOT NULL AND ("report"->>'resolvedAt') IS NULL;
