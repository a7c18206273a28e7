-- Issue 44: a shift's wrong delivery codes across all its orders, and when they reached the cap and its codes stopped.
ALTER TABLE "rider_shifts" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rider_shifts" ADD COLUMN "codes_stopped_at" timestamp with time zone;
