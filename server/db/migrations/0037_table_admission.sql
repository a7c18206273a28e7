-- A table only its diners can join (issue 34). A table's QR code carries a secret (random, in the link's fragment)
-- that every way of ordering at the table asks for, and the outlet can replace; the tables of a database made
-- before get one here (96 random bits from gen_random_uuid's strong randomness; new ones are made by the server).
-- A phone joining a session that has diners waits until one of them admits it, or types the session's join code
-- (a phone and the session each get a few wrong tries); each diner gives the name the table shows. An outlet that
-- clears a table ends its session at once (cleared_at: its diners can no longer even read it).
ALTER TABLE "restaurant_tables" ADD COLUMN "secret" varchar(40);--> statement-breakpoint
UPDATE "restaurant_tables" SET "secret" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));--> statement-breakpoint
ALTER TABLE "restaurant_tables" ALTER COLUMN "secret" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD COLUMN "join_code" varchar(4);--> statement-breakpoint
ALTER TABLE "table_sessions" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "table_members" ADD COLUMN "status" text DEFAULT 'ADMITTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "table_members" ADD COLUMN "name" varchar(20);--> statement-breakpoint
ALTER TABLE "table_members" ADD COLUMN "request_id" varchar(16);--> statement-breakpoint
ALTER TABLE "table_members" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;
