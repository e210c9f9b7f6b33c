DROP INDEX "customers_business_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "communication_logs_customer_idx" ON "communication_logs" USING btree ("business_id","customer_id");--> statement-breakpoint
CREATE INDEX "customers_business_created_at_id_idx" ON "customers" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "customers"."deleted_at" is null;