-- A customer's tax invoices, kept when their account is erased (DPDP Act 2023 request or their own deletion): GST law
-- makes the chain keep every invoice it issued; everything else that named them goes with the account.
CREATE TABLE "kept_invoices" (
  "id" serial PRIMARY KEY NOT NULL,
  "invoice_number" text NOT NULL,
  "order_ref_id" varchar(40) NOT NULL,
  "invoice_date" timestamp with time zone NOT NULL,
  "invoice" jsonb NOT NULL,
  "kept_at" timestamp with time zone NOT NULL,
  CONSTRAINT "kept_invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE INDEX "kept_invoices_date_idx" ON "kept_invoices" USING btree ("invoice_date");
