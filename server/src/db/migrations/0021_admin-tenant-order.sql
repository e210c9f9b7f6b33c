DROP INDEX "businesses_created_at_idx";--> statement-breakpoint
CREATE INDEX "businesses_created_at_id_idx" ON "businesses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);