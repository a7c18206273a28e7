-- A campaign queues a push per device: 100,000 PENDING rows. Claiming the next 50 (order updates first, then by id)
-- read and sorted every due row each time (an external sort, 110 ms at 54,000 rows), and forgetting a dead token's
-- queued pushes read the whole outbox; both now read an index of the pending rows alone.
CREATE INDEX "push_outbox_pending_order_idx" ON "push_outbox" ("bulk","id") WHERE "state" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "push_outbox_pending_token_idx" ON "push_outbox" ("fcm_token") WHERE "state" = 'PENDING';
