ALTER TABLE "businesses" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_country_iso" CHECK ("businesses"."country" ~ '^[A-Z]{2}$');