-- Notifications in their reader's language (issue 24): the server's own are stored as words, said when listed (in
-- the reader's language) and when pushed (in the device's, kept when it is linked). Older rows keep their English.
ALTER TABLE "notifications" ADD COLUMN "words" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
