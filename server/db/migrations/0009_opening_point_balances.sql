-- Custom migration: points earned before the points ledger existed become one opening entry per customer,
-- so that every balance equals the sum of its ledger from now on (server/ledgerCheck.ts).
INSERT INTO "point_transactions" ("user_id", "points", "kind", "created_at")
SELECT "id", "reward_points", 'OPENING_BALANCE', now() FROM "users" WHERE "reward_points" <> 0;
