-- Money in a business's own currency (issue 35): businesses get a currency and a locale (every business so far
-- recorded US dollars), and amounts move to whole minor units (cents) beside the currency they were recorded in.
ALTER TABLE "businesses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_currency_iso" CHECK ("businesses"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "currency" text;--> statement-breakpoint
-- The backfill changes no column the rollups read: their update trigger would only scan every row for nothing.
ALTER TABLE "transactions" DISABLE TRIGGER "analytics_rollups_update";--> statement-breakpoint
UPDATE "transactions" SET "amount_minor" = round("amount" * 100)::bigint, "currency" = 'USD'
  WHERE "amount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER "analytics_rollups_update";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "ledger_days" ALTER COLUMN "amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_days" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "ledger_days" ALTER COLUMN "amount" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "spend" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "spend" SET DATA TYPE bigint USING round("spend" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "spend" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "member_spend" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "member_spend" SET DATA TYPE bigint USING round("member_spend" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "customer_activity_days" ALTER COLUMN "member_spend" SET DEFAULT 0;
