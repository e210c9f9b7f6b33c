CREATE UNIQUE INDEX "customers_business_auth_phone_key" ON "customers" USING btree ("business_id","auth_phone") WHERE "customers"."auth_phone" is not null;--> statement-breakpoint
DROP INDEX "customers_business_auth_phone_idx";--> statement-breakpoint
DROP INDEX "customers_business_phone_key";
