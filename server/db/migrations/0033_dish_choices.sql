-- Sizes and add-ons (issue 23): a dish's choice groups, and on each order line and table line the choices picked
-- (pricePaise includes them). A line is one dish-and-choices, so the same dish may sit on two lines.
ALTER TABLE "menu_items" ADD COLUMN "choice_groups" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "choice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "choices" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_item";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_item" UNIQUE("order_id","item_id","choice_ids");--> statement-breakpoint
ALTER TABLE "table_lines" ADD COLUMN "choice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "table_lines" ADD COLUMN "choices" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "table_lines_one_unsent";--> statement-breakpoint
CREATE UNIQUE INDEX "table_lines_one_unsent" ON "table_lines" USING btree ("session_id","user_id","item_id","choice_ids") WHERE "table_lines"."round_number" is null;
