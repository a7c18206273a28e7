-- Points earned on an order reach the balance once its food is handed over (issue 34): until then they are pending
-- on the order. Orders placed before this credited their points at once: they are marked credited.
ALTER TABLE "orders" ADD COLUMN "points_credited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "points_credited_at" = coalesce("paid_at", "placed_at", "updated_at") WHERE "reward_points_earned" > 0;--> statement-breakpoint
CREATE INDEX "orders_points_pending_idx" ON "orders" ("user_id") WHERE "reward_points_earned" > 0 AND "points_credited_at" IS NULL;
