-- Issue 36: an outlet, or the whole chain (restaurant_id NULL), closed for whole Kolkata days with a reason diners read.
CREATE TABLE "outlet_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "outlet_closures_days_in_order" CHECK ("ends_on" >= "starts_on")
);
--> statement-breakpoint
ALTER TABLE "outlet_closures" ADD CONSTRAINT "outlet_closures_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outlet_closures" ADD CONSTRAINT "outlet_closures_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "outlet_closures_ends_on_idx" ON "outlet_closures" USING btree ("ends_on");
