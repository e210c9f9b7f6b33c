CREATE TABLE "customer_number_counters" (
	"business_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("customers"."first_name", '') || ' ' || coalesce("customers"."last_name", '') || ' ' || coalesce("customers"."email", '') || ' ' || coalesce("customers"."phone", '') || ' ' || coalesce("customers"."auth_phone", '') || ' ' || "customers"."unique_customer_id")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_number_counters" ADD CONSTRAINT "customer_number_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_phone_key" ON "customers" USING btree ("business_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_email_key" ON "customers" USING btree ("business_id",lower("email")) WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);