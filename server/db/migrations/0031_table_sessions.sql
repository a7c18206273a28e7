-- One table, many phones (issue 23): a table's open session, who joined it, and its shared cart, line by line with
-- who added each; a line sent to the kitchen keeps its round and the round's order.
CREATE TABLE "table_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) NOT NULL,
	"table_code" varchar(64) NOT NULL,
	"restaurant_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"active_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_sessions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "table_members" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "table_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"veg_non_veg" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"round_number" integer,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_code_restaurant_tables_code_fk" FOREIGN KEY ("table_code") REFERENCES "public"."restaurant_tables"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_members" ADD CONSTRAINT "table_members_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_members" ADD CONSTRAINT "table_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_one_open" ON "table_sessions" USING btree ("table_code") WHERE "table_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "table_lines_session_idx" ON "table_lines" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_lines_one_unsent" ON "table_lines" USING btree ("session_id","user_id","item_id") WHERE "table_lines"."round_number" is null;
