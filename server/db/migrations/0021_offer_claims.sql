-- What a once-per-person limit needs, kept past an account's deletion (issue 20): the mobile number's one-way
-- fingerprint (HMAC-SHA256, server/offerClaims.ts) and which one-time offers it used. Nothing else of the account.
CREATE TABLE "offer_claims" (
  "number_hash" text NOT NULL,
  "offer" text NOT NULL,
  "uses" integer NOT NULL DEFAULT 1,
  CONSTRAINT "offer_claims_pk" PRIMARY KEY ("number_hash", "offer")
);
--> statement-breakpoint
-- The privacy policy says so (a page an editor changed keeps its words: the sentence is replaced only where found).
UPDATE "static_pages" SET "html" = replace("html", 'When you delete your account, everything else is erased within 30 days.</p>', 'When you delete your account, everything else is erased within 30 days, except a one-way fingerprint of
your mobile number and which one-time offers it used (the welcome credit, promo codes, once-per-customer coupons),
so that those offers stay once per person.</p>')
 WHERE "slug" = 'privacy-policy' AND position('When you delete your account, everything else is erased within 30 days.</p>' in "html") > 0;
