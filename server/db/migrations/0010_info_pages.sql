CREATE TABLE "static_pages" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upcoming_outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"opening_month" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "upcoming_outlets_name_unique" UNIQUE("name")
);
