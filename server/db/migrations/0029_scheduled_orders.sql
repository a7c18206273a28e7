-- Scheduled orders (issue 23): the slot the diner chose, later today or tomorrow; NULL means as soon as possible.
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;
