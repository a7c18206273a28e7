-- Issue 37: an outlet's own riders, their shifts (signed in by an SMS link; the token's SHA-256 only), the orders
-- handed to a shift with the diner's handover code and its wrong tries, and the positions riders' phones sent.
CREATE TABLE "riders" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "riders_outlet_phone" UNIQUE("restaurant_id","phone")
);
--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "rider_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "rider_shifts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD CONSTRAINT "rider_shifts_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD CONSTRAINT "rider_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rider_shifts_rider_idx" ON "rider_shifts" USING btree ("rider_id") WHERE "rider_shifts"."revoked_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "order_riders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"rider_id" integer NOT NULL,
	"handover_code" varchar(4) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivered_by" text,
	"override_reason" text,
	"cash_collected_paise" integer
);
--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_shift_id_rider_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."rider_shifts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_riders" ADD CONSTRAINT "order_riders_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_riders_shift_idx" ON "order_riders" USING btree ("shift_id");
--> statement-breakpoint
CREATE TABLE "rider_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_shift_id_rider_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."rider_shifts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rider_positions_order_idx" ON "rider_positions" USING btree ("order_id","at");
--> statement-breakpoint
CREATE INDEX "rider_positions_at_idx" ON "rider_positions" USING btree ("at");
