-- One ledger of an order's money: what paid for it and what went back for it, each row once (server/orderLedger/).
-- The rows of orders placed before it are written from the wallet, points and payment ledgers below, and the
-- cancelled orders' refund columns move into it; a table's parts, which paid the table's bill rather than one round,
-- are put on the session's first round.
CREATE TABLE "order_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"flow" text NOT NULL,
	"means" text NOT NULL,
	"payment_mode" text,
	"amount_paise" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"cause" text NOT NULL,
	"reference" text NOT NULL,
	"payment_id" varchar(64),
	"table_payment_id" integer,
	"refund_state" text,
	"refund_ref" text,
	"staff_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_ledger_reference_unique" UNIQUE("reference"),
	CONSTRAINT "order_ledger_amount_positive" CHECK ("order_ledger"."amount_paise" > 0 and "order_ledger"."points" >= 0),
	CONSTRAINT "order_ledger_flow" CHECK ("order_ledger"."flow" in ('PAID', 'BACK'))
);
--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_table_payment_id_table_payments_id_fk" FOREIGN KEY ("table_payment_id") REFERENCES "public"."table_payments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_ledger_at_idx" ON "order_ledger" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "order_ledger_refund_pending_idx" ON "order_ledger" USING btree ("at") WHERE "order_ledger"."refund_state" = 'PENDING';
--> statement-breakpoint
-- Paid from the wallet (whole, split or postpaid) and tips after placing.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "cause", "reference", "at")
SELECT w."order_id", w."user_id", 'PAID', 'WALLET', 'WALLET', -w."amount_paise", CASE w."kind" WHEN 'TIP' THEN 'TIP' ELSE 'ORDER' END, 'legacy-wallet-' || w."id", w."created_at"
  FROM "wallet_transactions" w
 WHERE w."kind" IN ('ORDER_PAYMENT', 'TIP') AND w."order_id" IS NOT NULL AND w."amount_paise" < 0;
--> statement-breakpoint
-- Paid in loyalty points.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "points", "cause", "reference", "at")
SELECT p."order_id", p."user_id", 'PAID', 'POINTS', 'LOYALTY_POINTS', -p."points" * 100, -p."points", 'ORDER', 'legacy-points-' || p."id", p."created_at"
  FROM "point_transactions" p
 WHERE p."kind" = 'ORDER_PAYMENT' AND p."order_id" IS NOT NULL AND p."points" < 0;
--> statement-breakpoint
-- Paid through the provider, and used (a success that could not be used went to the wallet, and paid nothing).
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "cause", "reference", "payment_id", "at")
SELECT t."order_id", t."user_id", 'PAID', 'ONLINE', t."payment_mode", t."amount_paise", CASE t."purpose" WHEN 'SETTLE_BILL' THEN 'BILL' ELSE 'ORDER' END, 'legacy-online-' || t."id", t."id", coalesce(t."decided_at", t."created_at")
  FROM "payment_transactions" t
 WHERE t."purpose" IN ('PLACE_ORDER', 'SETTLE_BILL') AND t."status" = 'SUCCESS' AND t."applied" AND t."order_id" IS NOT NULL AND t."amount_paise" > 0
   AND NOT EXISTS (SELECT 1 FROM "wallet_transactions" r WHERE r."kind" = 'REFUND' AND r."reference" = t."id");
--> statement-breakpoint
-- Paid in cash at the handover.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "cause", "reference", "at")
SELECT o."id", o."user_id", 'PAID', 'CASH', o."payment_mode", o."grand_total_paise", 'ORDER', 'legacy-cash-' || o."id", coalesce(o."paid_at", o."updated_at")
  FROM "orders" o
 WHERE o."payment_status" = 'PAID' AND o."payment_mode" IN ('CASH_ON_DELIVERY', 'PAY_AT_STORE') AND o."grand_total_paise" > 0;
--> statement-breakpoint
-- A table's parts (paid from the wallet or through the provider), on the session's first round.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "cause", "reference", "table_payment_id", "at")
SELECT r."order_id", tp."user_id", 'PAID', CASE tp."payment_mode" WHEN 'WALLET' THEN 'WALLET' ELSE 'ONLINE' END, tp."payment_mode", tp."amount_paise", 'TABLE_PART', 'legacy-table-' || tp."id", tp."id", coalesce(tp."paid_at", tp."created_at")
  FROM "table_payments" tp
  JOIN (SELECT "session_id", min("order_id") AS "order_id" FROM "table_lines" WHERE "order_id" IS NOT NULL GROUP BY "session_id") r ON r."session_id" = tp."session_id"
 WHERE tp."status" IN ('PAID', 'REFUNDED') AND tp."amount_paise" > 0;
--> statement-breakpoint
-- Went back to the wallet: a cancellation's, a refusal's, a report's, support's (not a payment's refund: that paid nothing).
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "amount_paise", "cause", "reference", "at")
SELECT w."order_id", w."user_id", 'BACK', 'WALLET', w."amount_paise",
       CASE WHEN w."reference" LIKE 'cancel-%' THEN 'CANCELLED' WHEN w."reference" LIKE 'reject-%' THEN 'REFUSED' WHEN w."reference" LIKE 'report-%' THEN 'REPORT' ELSE 'SUPPORT' END,
       'legacy-back-wallet-' || w."id", w."created_at"
  FROM "wallet_transactions" w
 WHERE w."kind" = 'REFUND' AND w."order_id" IS NOT NULL AND w."amount_paise" > 0
   AND (w."reference" LIKE 'cancel-%' OR w."reference" LIKE 'reject-%' OR w."reference" LIKE 'report-%' OR w."reference" LIKE 'support-%');
--> statement-breakpoint
-- A table's parts given back when a round was cancelled.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "amount_paise", "cause", "reference", "table_payment_id", "at")
SELECT r."order_id", w."user_id", 'BACK', 'WALLET', w."amount_paise", 'TABLE_REOPENED', 'legacy-back-table-' || w."id", tp."id", w."created_at"
  FROM "wallet_transactions" w
  JOIN "table_payments" tp ON w."reference" = 'table-' || tp."id"
  JOIN (SELECT "session_id", min("order_id") AS "order_id" FROM "table_lines" WHERE "order_id" IS NOT NULL GROUP BY "session_id") r ON r."session_id" = tp."session_id"
 WHERE w."kind" = 'REFUND' AND w."amount_paise" > 0;
--> statement-breakpoint
-- Points given back.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "amount_paise", "points", "cause", "reference", "at")
SELECT p."order_id", p."user_id", 'BACK', 'POINTS', p."points" * 100, p."points", CASE WHEN p."reference" LIKE 'reject-%' THEN 'REFUSED' ELSE 'CANCELLED' END, 'legacy-back-points-' || p."id", p."created_at"
  FROM "point_transactions" p
 WHERE p."kind" = 'REFUND' AND p."order_id" IS NOT NULL AND p."points" > 0;
--> statement-breakpoint
-- Went back to the UPI, card or app that paid, as the cancelled orders' columns say.
INSERT INTO "order_ledger" ("order_id", "user_id", "flow", "means", "payment_mode", "amount_paise", "cause", "reference", "payment_id", "refund_state", "refund_ref", "at")
SELECT o."id", o."user_id", 'BACK', 'SOURCE', o."payment_mode", o."refund_source_paise", CASE o."cancelled_by" WHEN 'OUTLET' THEN 'REFUSED' ELSE 'CANCELLED' END, 'legacy-back-source-' || o."id",
       (SELECT t."id" FROM "payment_transactions" t WHERE t."order_id" = o."id" AND t."purpose" = 'PLACE_ORDER' AND t."status" = 'SUCCESS' AND t."applied" ORDER BY t."created_at" LIMIT 1),
       coalesce(o."refund_state", 'PENDING'), o."refund_ref", o."updated_at"
  FROM "orders" o
 WHERE o."refund_source_paise" > 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_refund_pending_idx";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_source_paise";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_wallet_paise";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_points";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_state";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_ref";
