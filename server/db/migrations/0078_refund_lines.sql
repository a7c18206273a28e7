-- Issue 47: the dishes given back. Support's part refund by chosen dishes capped only the money, so the same dish
-- could be given back twice. Each order line now counts the units given back (or kept for a refund that waits for
-- finance), raised by one conditional UPDATE in the refund's own transaction and checked by the database: never more
-- than the line's quantity, so two refunds of the last unit at once give it once.
ALTER TABLE "order_items" ADD COLUMN "given_back_quantity" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_given_back_within" CHECK ("given_back_quantity" >= 0 AND "given_back_quantity" <= "quantity");
--> statement-breakpoint
-- An invoice number is code/FY/5 digits and GST allows 16 characters (CGST Rules, rule 46), so an outlet's code is at
-- most 5. The demo outlets were DM1 to DM5000 (six for DM1000 and up): they are D1 to D5000 now.
UPDATE "restaurants" SET "code" = 'D' || substring("code" from 3) WHERE "code" ~ '^DM[0-9]+$';
