ALTER TABLE "customer_rewards" ADD COLUMN "status_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "status_tiers" ADD COLUMN "reward_name" text;--> statement-breakpoint
ALTER TABLE "status_tiers" ADD COLUMN "reward_valid_days" integer;--> statement-breakpoint
ALTER TABLE "status_tiers" ADD CONSTRAINT "status_tiers_reward_whole" CHECK (("status_tiers"."reward_name" is null) = ("status_tiers"."reward_valid_days" is null));