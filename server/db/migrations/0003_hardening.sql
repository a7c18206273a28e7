CREATE TABLE "coupon_customer_uses" (
	"coupon_code" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "coupon_customer_uses_coupon_code_user_id_pk" PRIMARY KEY("coupon_code","user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"restaurant_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "reservation_slots_restaurant_id_slot_start_pk" PRIMARY KEY("restaurant_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reservation_seats_per_slot" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_customer_uses" ADD CONSTRAINT "coupon_customer_uses_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_customer_uses" ADD CONSTRAINT "coupon_customer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;