DROP INDEX "customers_business_last_visit_idx";--> statement-breakpoint
DROP INDEX "transactions_action_idx";--> statement-breakpoint
-- Hand-written. A check-in updates its customer's totals and its progress rows: with room left on each page and no
-- index on a changed column, PostgreSQL updates them in place (HOT) and writes none of their indexes (customers has
-- ten, one of them trigram). Pages written from now on keep 15% free; existing pages gain it as they are rewritten.
ALTER TABLE "customers" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "customer_program_progress" SET (fillfactor = 85);
