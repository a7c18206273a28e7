-- Issue 47: credit notes (CGST Act s.34). Money support or a report's answer gives back for an order whose tax invoice
-- stands is documented by a credit note, numbered in its outlet's own series for the financial year, apart from the
-- invoices': gap-free as theirs (migration 0075), the counter's row locked until the transaction ends, so a rollback
-- takes its number back and two notes at once take two numbers one after the other. Its date is when it was issued, or
-- its series' last note's if that is later, so numbers and dates rise together. It carries the taxable value and the
-- taxes given back (the refund's tax share), CGST and SGST split as the invoice splits them. Like an invoice it
-- outlives the order when a diner's account is erased (the order's id set null; the kept invoice holds a copy), so it
-- keeps itself whether its invoice was to a registered business (b2b).
CREATE TABLE "credit_note_series" (
  "restaurant_id" integer NOT NULL REFERENCES "restaurants"("id"),
  "fiscal_year" text NOT NULL,
  "last_serial" integer NOT NULL,
  "last_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("restaurant_id", "fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
  "restaurant_id" integer NOT NULL REFERENCES "restaurants"("id"),
  "fiscal_year" text,
  "serial" integer,
  "issued_at" timestamp with time zone NOT NULL,
  "reference" text NOT NULL,
  "cause" text NOT NULL,
  "b2b" boolean NOT NULL,
  "amount_paise" integer NOT NULL,
  "taxable_paise" integer NOT NULL,
  "cgst_paise" integer NOT NULL,
  "sgst_paise" integer NOT NULL,
  CONSTRAINT "credit_notes_reference_unique" UNIQUE ("reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number" ON "credit_notes" ("restaurant_id", "fiscal_year", "serial");
--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" ("order_id");
--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" ("issued_at");
--> statement-breakpoint
CREATE FUNCTION "take_credit_note_serial"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."fiscal_year" := fiscal_year_of(NEW."issued_at");
  INSERT INTO "credit_note_series" AS "series" ("restaurant_id", "fiscal_year", "last_serial", "last_at")
  VALUES (NEW."restaurant_id", NEW."fiscal_year", 1, NEW."issued_at")
  ON CONFLICT ("restaurant_id", "fiscal_year")
  DO UPDATE SET "last_serial" = "series"."last_serial" + 1, "last_at" = greatest("series"."last_at", EXCLUDED."last_at")
  RETURNING "last_serial", "last_at" INTO NEW."serial", NEW."issued_at";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_take_serial" BEFORE INSERT ON "credit_notes"
FOR EACH ROW EXECUTE FUNCTION "take_credit_note_serial"();
