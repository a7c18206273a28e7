-- Campaigns (issue 46): what head office sends to a segment of diners, one recipient row per campaign and diner
-- (its primary key is what makes a diner get a campaign once, however many processes fan it out), and the chain's
-- one row of who besides the owner may send. Notifications name their campaign (figures) and when their push's
-- click reopened the app; a campaign's queued pushes wait behind any order update that is due.
CREATE TABLE "campaigns" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "title" text DEFAULT '' NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "target" text NOT NULL,
  "segment" jsonb NOT NULL,
  "urgent" boolean DEFAULT false NOT NULL,
  "send_at" timestamp with time zone,
  "state" text DEFAULT 'DRAFT' NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
  "sent_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
  "fanout_cursor" integer DEFAULT 0 NOT NULL,
  "lease_until" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  "fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("state","send_at");
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
  "campaign_id" integer NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "state" text NOT NULL,
  "held" boolean DEFAULT false NOT NULL,
  "locale" text NOT NULL,
  "devices" integer DEFAULT 0 NOT NULL,
  "deliver_at" timestamp with time zone NOT NULL,
  CONSTRAINT "campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY ("campaign_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "campaign_recipients_cap_idx" ON "campaign_recipients" USING btree ("user_id","deliver_at");
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "sender_roles" text[] DEFAULT '{}' NOT NULL,
  "version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "campaign_id" integer REFERENCES "campaigns"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "opened_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "notifications_campaign_idx" ON "notifications" USING btree ("campaign_id");
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "bulk" boolean DEFAULT false NOT NULL;
