-- Issue 36: an outlet made in the console is shown to diners only once head office says it is live; the outlets there
-- before are live. A code is one outlet's (table QR codes carry it); '' is an outlet that has none yet.
ALTER TABLE "restaurants" ADD COLUMN "live" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_code_unique" ON "restaurants" USING btree ("code") WHERE "code" <> '';
