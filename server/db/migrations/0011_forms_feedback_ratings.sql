CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"investment_range" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" varchar(10) NOT NULL,
	"quality_of_food" smallint NOT NULL,
	"service_quality" smallint NOT NULL,
	"cleaning" smallint NOT NULL,
	"staff_behavior" smallint NOT NULL,
	"music" smallint NOT NULL,
	"best_part_of_restaurant" text NOT NULL,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"position" text NOT NULL,
	"message" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_kind_created_idx" ON "enquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "feedback_restaurant_created_idx" ON "feedback" USING btree ("restaurant_id","created_at");