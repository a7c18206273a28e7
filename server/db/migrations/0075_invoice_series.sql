-- Issue 47: the invoice series with no gap. An invoice's number was the order's id, which every draft takes too, so
-- the series had holes where GST wants "a consecutive serial number ... unique for a financial year" (CGST Rules,
-- rule 46). Now each outlet keeps one series a financial year (April to March, by the Kolkata calendar), and an order
-- takes the next number in the same statement that makes it paid, whichever path pays it (placing, a table's bill,
-- cash at the handover): the counter's row is locked until that transaction ends, so a rollback takes its number
-- back and two payments at once take two numbers one after the other. A number once taken stays with its order: a
-- cancelled order's invoice shows as cancelled, never as a hole. Its date is when it was paid, or its series' last
-- invoice's if that is later (cash recorded at the first read after a handover is dated at the handover): so within a
-- series the numbers and the dates rise together, and each month's invoices are one unbroken run of numbers.
CREATE TABLE "invoice_series" (
  "restaurant_id" integer NOT NULL REFERENCES "restaurants"("id"),
  "fiscal_year" text NOT NULL,
  "last_serial" integer NOT NULL,
  "last_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("restaurant_id", "fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_year" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_serial" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION "fiscal_year_of"(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (y - CASE WHEN m < 4 THEN 1 ELSE 0 END)::text || '-' || lpad(((y - CASE WHEN m < 4 THEN 1 ELSE 0 END + 1) % 100)::text, 2, '0')
  FROM (SELECT extract(year FROM k)::int AS y, extract(month FROM k)::int AS m FROM (SELECT (at AT TIME ZONE 'UTC') + interval '330 minutes' AS k) AS kolkata) AS parts
$$;
--> statement-breakpoint
-- The orders already paid, numbered in the order they were paid.
UPDATE "orders" SET "invoice_year" = "numbered"."fy", "invoice_serial" = "numbered"."n", "invoiced_at" = "orders"."paid_at"
FROM (
  SELECT "id", fiscal_year_of("paid_at") AS "fy",
    row_number() OVER (PARTITION BY "restaurant_id", fiscal_year_of("paid_at") ORDER BY "paid_at", "id") AS "n"
  FROM "orders" WHERE "payment_status" = 'PAID' AND "paid_at" IS NOT NULL
) AS "numbered"
WHERE "numbered"."id" = "orders"."id";
--> statement-breakpoint
INSERT INTO "invoice_series" ("restaurant_id", "fiscal_year", "last_serial", "last_at")
SELECT "restaurant_id", "invoice_year", max("invoice_serial"), max("invoiced_at") FROM "orders" WHERE "invoice_serial" IS NOT NULL GROUP BY "restaurant_id", "invoice_year";
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number" ON "orders" ("restaurant_id", "invoice_year", "invoice_serial");
--> statement-breakpoint
CREATE FUNCTION "take_invoice_serial"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."payment_status" = 'PAID' AND NEW."paid_at" IS NOT NULL AND NEW."invoice_serial" IS NULL THEN
    NEW."invoice_year" := fiscal_year_of(NEW."paid_at");
    INSERT INTO "invoice_series" AS "series" ("restaurant_id", "fiscal_year", "last_serial", "last_at")
    VALUES (NEW."restaurant_id", NEW."invoice_year", 1, NEW."paid_at")
    ON CONFLICT ("restaurant_id", "fiscal_year")
    DO UPDATE SET "last_serial" = "series"."last_serial" + 1, "last_at" = greatest("series"."last_at", EXCLUDED."last_at")
    RETURNING "last_serial", "last_at" INTO NEW."invoice_serial", NEW."invoiced_at";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_take_invoice_serial" BEFORE INSERT OR UPDATE OF "payment_status", "paid_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "take_invoice_serial"();
