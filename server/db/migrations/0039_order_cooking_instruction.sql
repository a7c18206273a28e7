-- Issue 35: one cooking instruction for the whole order, set at checkout on its draft ('' for none).
ALTER TABLE "orders" ADD COLUMN "cooking_instruction" text DEFAULT '' NOT NULL;
