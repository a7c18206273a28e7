-- Issue 37: the calls a rider placed to an order's diner through the call bridge, so a rider cannot ring a diner
-- over and over: one every 30 seconds, five an order.
ALTER TABLE "order_riders" ADD COLUMN "calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_riders" ADD COLUMN "last_call_at" timestamp with time zone;
