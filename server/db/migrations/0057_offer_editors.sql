-- Head office edits coupons, events and steal deals in the console (issue 46). Each gets a version (a save from an
-- older one is refused, 409) and, where it lacked one, the `translations` column of the chain's words in Hindi.
-- A coupon is listed to diners, or code only (told to them another way: it never shows in a list or as the best offer).
ALTER TABLE "coupons" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- What each coupon was used for and cost is read from the orders that carry it.
CREATE INDEX "orders_coupon_idx" ON "orders" ("coupon_code") WHERE "coupon_code" IS NOT NULL AND "placed_at" IS NOT NULL;
--> statement-breakpoint
-- An event's capacity: the people the venue holds for it; its ticket kinds (seats × admits) may not exceed it.
-- Null for events made before the console: their ticket kinds are their limit.
ALTER TABLE "events" ADD COLUMN "capacity" integer;
--> statement-breakpoint
UPDATE "events" SET "capacity" = (SELECT coalesce(sum("seats_total" * "admits"), 0) FROM "event_ticket_kinds" WHERE "event_id" = "events"."id");
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- A ticket kind's sale window: null ends mean from when it is made, and until the event is over.
ALTER TABLE "event_ticket_kinds" ADD COLUMN "sales_start_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_ticket_kinds" ADD COLUMN "sales_end_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_ticket_kinds" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "deal_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "deal_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "deal_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
