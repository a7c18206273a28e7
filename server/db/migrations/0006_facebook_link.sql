ALTER TABLE "users" ADD COLUMN "facebook_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_facebook_user_id_unique" UNIQUE("facebook_user_id");