-- Issue 44: when the server last took a position for an order (its clock), so it takes one a second.
ALTER TABLE "order_riders" ADD COLUMN "last_position_at" timestamp with time zone;
