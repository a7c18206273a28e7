-- Head office's content in the console (issue 46): banners, info pages and upcoming outlets get a version (a save
-- from an older one is refused), and banners and upcoming outlets a window they are shown in (starts_at, ends_at;
-- null: from always, for ever), read against the clock on every request by every process (server/schedule.ts).
-- A banner names the outlets and the areas (the outlets' towns) it shows in; none: everywhere. Pages and upcoming
-- outlets get their Hindi beside the English (issue 24's translations column).
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "outlet_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "areas" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "upcoming_outlets" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "upcoming_outlets" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upcoming_outlets" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upcoming_outlets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "upcoming_outlets" ADD CONSTRAINT "upcoming_outlets_window" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at");
