-- Issue 47: an outlet's day, closed once by its manager (or an owner) after the evening's cash count. The primary
-- key is what makes two closes sent at once close the day once; the figures are kept as they stood at the close, so
-- money that moves on that day afterwards shows as a difference.
CREATE TABLE "day_closes" (
  "restaurant_id" integer NOT NULL REFERENCES "restaurants"("id"),
  "day" text NOT NULL,
  "closed_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
  "closed_by_name" text NOT NULL,
  "closed_at" timestamp with time zone NOT NULL,
  "cash_counted_paise" integer NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "figures" jsonb NOT NULL,
  PRIMARY KEY ("restaurant_id", "day")
);
