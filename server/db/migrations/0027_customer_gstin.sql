-- A customer's GSTIN for tax invoices (issue 23), and the one each order was placed under.
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_gstin" text;
