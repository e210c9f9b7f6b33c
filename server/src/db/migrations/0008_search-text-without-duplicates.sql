DROP INDEX "customers_business_created_at_idx";--> statement-breakpoint
ALTER TABLE "customers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("customers"."first_name", '') || ' ' || coalesce("customers"."last_name", '') || ' ' || coalesce("customers"."email", '') || ' ' || coalesce("customers"."phone", '') || ' ' || "customers"."unique_customer_id")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
