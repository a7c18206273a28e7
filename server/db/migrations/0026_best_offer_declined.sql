-- The best offer (issue 23): a draft whose diner took a coupon off is never given one by itself again.
ALTER TABLE "orders" ADD COLUMN "best_offer_declined" boolean DEFAULT false NOT NULL;
