-- Outlets move their own orders (issue 22). An outlet's API keys are kept as SHA-256 hashes only (the key is
-- shown once, by scripts/outlet-key.ts); a revoked key stays listed with when it was revoked.
CREATE TABLE "outlet_keys" (
  "id" serial PRIMARY KEY,
  "restaurant_id" integer NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
  "key_hash" text NOT NULL UNIQUE,
  "label" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
-- A paused outlet takes no orders until then (null: taking orders).
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;
--> statement-breakpoint
-- Placed at an outlet with a key: its kitchen moves it, never the demo's clock.
ALTER TABLE "orders" ADD COLUMN "kitchen_moves" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Every status the outlet moved the order to, with when: [{"status":"ACCEPTED","at":1795...}, ...].
ALTER TABLE "orders" ADD COLUMN "moves" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_phone" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_latitude" double precision;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_longitude" double precision;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_at" timestamp with time zone;
--> statement-breakpoint
-- A diner at the table called for a waiter or asked for the bill, and since when (null: nothing asked, or done).
ALTER TABLE "orders" ADD COLUMN "waiter_called_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_requested_at" timestamp with time zone;
--> statement-breakpoint
-- The outlet's live board: its placed orders by status.
CREATE INDEX "orders_outlet_live_idx" ON "orders" ("restaurant_id", "status") WHERE "placed_at" IS NOT NULL;
--> statement-breakpoint
-- Every server process keeps each outlet's menu answer (server/menuCache.ts): any change to a dish, by the outlet
-- API or straight in the database, tells them all to forget that outlet's copy (identical notices in one
-- transaction arrive once).
CREATE FUNCTION "menu_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changes', json_build_object('kind', 'menu', 'restaurantId', COALESCE(NEW.restaurant_id, OLD.restaurant_id))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "menu_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "menu_items" FOR EACH ROW EXECUTE FUNCTION "menu_items_changed"();
