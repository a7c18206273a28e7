-- The chain's words on dishes, sections and outlets in other languages (issue 46), as banners and coupons have them
-- (issue 24): per language, per field ({"hi": {"title": "…"}}); a field with no Hindi yet is absent and shows in
-- English. Dishes: title and description; sections and sub-sections: title; outlets: description and address.
ALTER TABLE "menu_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_sub_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
