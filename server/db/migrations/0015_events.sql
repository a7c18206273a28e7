CREATE TABLE "event_booking_lines" (
	"booking_id" integer NOT NULL,
	"ticket_kind_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	CONSTRAINT "event_booking_lines_booking_id_ticket_kind_id_pk" PRIMARY KEY("booking_id","ticket_kind_id")
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"ticket_code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "event_bookings_ref_unique" UNIQUE("ref"),
	CONSTRAINT "event_bookings_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "event_ticket_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"admits" integer DEFAULT 1 NOT NULL,
	"price_paise" integer NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_booking_lines" ADD CONSTRAINT "event_booking_lines_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_booking_lines" ADD CONSTRAINT "event_booking_lines_ticket_kind_id_event_ticket_kinds_id_fk" FOREIGN KEY ("ticket_kind_id") REFERENCES "public"."event_ticket_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_kinds" ADD CONSTRAINT "event_ticket_kinds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_user_idx" ON "event_bookings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "event_bookings_status_created_idx" ON "event_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "event_ticket_kinds_event_idx" ON "event_ticket_kinds" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");