-- What is in each dish (issue 23): its major allergens, energy per serving and whether it suits a Jain diet.
-- NULL allergens: the outlet has not declared them, so no 'without <allergen>' filter may show the dish.
ALTER TABLE "menu_items" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "energy_kcal" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "jain" boolean DEFAULT false NOT NULL;
