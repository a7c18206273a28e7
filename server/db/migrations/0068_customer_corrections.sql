-- Support's wallet and points corrections (issue 47): the reason the diner reads beside each one in their history.
ALTER TABLE "wallet_transactions" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "reason" text;
