ALTER TABLE "test_checkout_sessions" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A free plan has no trial: businesses that signed up on one under the old model are simply active on it, and may
-- take the one trial of a paid tier when they first check out.
UPDATE "businesses" SET "subscription_status" = 'active', "trial_ends_at" = NULL
WHERE "subscription_status" = 'trial'
  AND "tier_id" IN (SELECT "id" FROM "subscription_tiers" WHERE "price_monthly" = 0 AND "stripe_price_id" IS NULL);
