-- Issue 47: the month's GST summary reads the invoices dated in the month, and the day close the orders a kitchen
-- handed over that day (a DELIVERED move that day means the row was last changed no earlier: updated_at bounds the
-- search) and the riders' handovers of the day. Without these, each would read every order the chain ever had.
CREATE INDEX "orders_invoiced_at_idx" ON "orders" ("invoiced_at") WHERE "invoice_serial" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_kitchen_updated_idx" ON "orders" ("updated_at") WHERE "kitchen_moves";
--> statement-breakpoint
CREATE INDEX "order_riders_delivered_at_idx" ON "order_riders" ("delivered_at") WHERE "delivered_at" IS NOT NULL;
