CREATE TABLE "deal_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_consumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_order_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_gift_codes" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"deal_order_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"redeemed_by_user_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"terms" text[] NOT NULL,
	"image_url" text NOT NULL,
	"usual_price_paise" integer NOT NULL,
	"deal_price_paise" integer NOT NULL,
	"stock_left" integer NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_ref" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"deal_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"consumed" integer DEFAULT 0 NOT NULL,
	"gifted" integer DEFAULT 0 NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text,
	"source" text DEFAULT 'PURCHASE' NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"rating" smallint,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_consumptions" ADD CONSTRAINT "deal_consumptions_deal_order_id_deal_orders_id_fk" FOREIGN KEY ("deal_order_id") REFERENCES "public"."deal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_consumptions" ADD CONSTRAINT "deal_consumptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_gift_codes" ADD CONSTRAINT "deal_gift_codes_deal_order_id_deal_orders_id_fk" FOREIGN KEY ("deal_order_id") REFERENCES "public"."deal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_gift_codes" ADD CONSTRAINT "deal_gift_codes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_gift_codes" ADD CONSTRAINT "deal_gift_codes_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_items" ADD CONSTRAINT "deal_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_items" ADD CONSTRAINT "deal_items_category_id_deal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."deal_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_orders" ADD CONSTRAINT "deal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_orders" ADD CONSTRAINT "deal_orders_deal_item_id_deal_items_id_fk" FOREIGN KEY ("deal_item_id") REFERENCES "public"."deal_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_consumptions_order_idx" ON "deal_consumptions" USING btree ("deal_order_id");--> statement-breakpoint
CREATE INDEX "deal_gift_codes_from_idx" ON "deal_gift_codes" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_items_category_idx" ON "deal_items" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "deal_orders_checkout_idx" ON "deal_orders" USING btree ("checkout_ref");--> statement-breakpoint
CREATE INDEX "deal_orders_user_idx" ON "deal_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "deal_orders_reserved_idx" ON "deal_orders" USING btree ("status","reserved_until");