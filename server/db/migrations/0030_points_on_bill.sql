-- Loyalty points towards a bill (issue 23): the diner's choice on the draft, and the points the bill takes
-- (spent when the order is placed, given back if it is cancelled). grand_total_paise is what is left to pay.
ALTER TABLE "orders" ADD COLUMN "use_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;
