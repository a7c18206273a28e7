-- A pass of N is N units to redeem (issue 19): what a deal gives per purchase, and what each holding holds.
ALTER TABLE "deal_items" ADD COLUMN "units_per_deal" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The demo's passes seeded before this column existed (server/stealDeals/seedDeals.ts names them).
UPDATE "deal_items" SET "units_per_deal" = 5 WHERE "title" = 'Coffee Pass ×5';--> statement-breakpoint
UPDATE "deal_items" SET "units_per_deal" = 10 WHERE "title" = 'Masala Chai Pass ×10';--> statement-breakpoint
ALTER TABLE "deal_orders" ADD COLUMN "units" integer;--> statement-breakpoint
-- A purchase holds every unit of what it bought; a gift held what was given (its quantity), and bought nothing.
UPDATE "deal_orders" SET "units" = "deal_orders"."quantity" * "deal_items"."units_per_deal"
  FROM "deal_items" WHERE "deal_items"."id" = "deal_orders"."deal_item_id" AND "deal_orders"."source" = 'PURCHASE';--> statement-breakpoint
UPDATE "deal_orders" SET "units" = "quantity", "quantity" = 0 WHERE "source" = 'GIFT';--> statement-breakpoint
ALTER TABLE "deal_orders" ALTER COLUMN "units" SET NOT NULL;--> statement-breakpoint
-- When the money was taken; for orders paid before this column, the best known moment is their placing.
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "paid_at" = coalesce("placed_at", "updated_at") WHERE "payment_status" = 'PAID';
