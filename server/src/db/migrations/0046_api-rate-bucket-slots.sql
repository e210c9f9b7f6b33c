DROP INDEX "api_rate_buckets_key_business_idx";--> statement-breakpoint
ALTER TABLE "api_rate_buckets" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_rate_buckets_key_business_slot_idx" ON "api_rate_buckets" USING btree ("key_id","business_id","slot");