-- Issue 36: the console edits menus. A version per dish, so two saves of the same dish never silently overwrite each
-- other; a stable reference per dish, section and sub-section (as POS catalogues carry them: Petpooja, UrbanPiper),
-- the same for one dish at every outlet; and ids for rows the console adds (the seed fixes its own, far below).
ALTER TABLE "menu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "ref" text;
--> statement-breakpoint
-- The seed numbers a dish within its outlet: outlet * 100 + dish, and for demo outlets 1,000,000 + outlet * 1000 + dish.
UPDATE "menu_items" SET "ref" = 'D' || CASE WHEN "id" >= 1000000 THEN "id" % 1000 ELSE "id" % 100 END;
--> statement-breakpoint
-- Should a row not follow that numbering and meet another's reference at its outlet, it gets its own.
UPDATE "menu_items" SET "ref" = 'I' || "menu_items"."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", "ref" ORDER BY "id") AS "n" FROM "menu_items") AS "seen"
WHERE "seen"."id" = "menu_items"."id" AND "seen"."n" > 1;
--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "ref" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_outlet_ref" ON "menu_items" ("restaurant_id", "ref");
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "ref" text;
--> statement-breakpoint
UPDATE "menu_categories" SET "ref" = 'C' || "id";
--> statement-breakpoint
ALTER TABLE "menu_categories" ALTER COLUMN "ref" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_ref" ON "menu_categories" ("ref");
--> statement-breakpoint
ALTER TABLE "menu_sub_categories" ADD COLUMN "ref" text;
--> statement-breakpoint
UPDATE "menu_sub_categories" SET "ref" = 'S' || "id";
--> statement-breakpoint
ALTER TABLE "menu_sub_categories" ALTER COLUMN "ref" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "menu_sub_categories_ref" ON "menu_sub_categories" ("ref");
--> statement-breakpoint
-- The console's new rows take ids from here, well above any the seed gives (demo outlets reach about 6,000,000).
CREATE SEQUENCE "menu_item_ids" START WITH 100000000;
--> statement-breakpoint
CREATE SEQUENCE "menu_section_ids" START WITH 1000;
--> statement-breakpoint
-- A section's title is part of every outlet's menu: a change to one tells every process to forget every outlet's copy
-- (restaurantId null: all of them; server/live/bus.ts).
CREATE FUNCTION "menu_sections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changes', json_build_object('kind', 'menu', 'restaurantId', NULL)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "menu_categories_changed" AFTER INSERT OR UPDATE OR DELETE ON "menu_categories" FOR EACH STATEMENT EXECUTE FUNCTION "menu_sections_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_sub_categories_changed" AFTER INSERT OR UPDATE OR DELETE ON "menu_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "menu_sections_changed"();
