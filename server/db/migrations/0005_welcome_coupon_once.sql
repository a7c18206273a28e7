-- Custom SQL migration: databases seeded before coupons had usage limits give WELCOME50 its limit (once per customer).
UPDATE "coupons" SET "max_uses_per_customer" = 1 WHERE "code" = 'WELCOME50' AND "max_uses_per_customer" IS NULL;
