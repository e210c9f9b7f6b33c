ALTER TABLE "customer_program_progress" ADD COLUMN "card_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "discount_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "single_use" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "redeemed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stamps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reward_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "staff_user_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "action_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "points_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reward_id_customer_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."customer_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_rewards_earned_expiry_idx" ON "customer_rewards" USING btree ("expires_at") WHERE "customer_rewards"."status" = 'earned' and "customer_rewards"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_customer_created_at_idx" ON "transactions" USING btree ("business_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_action_idx" ON "transactions" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_business_idempotency_key" ON "transactions" USING btree ("business_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses_key" ON "transactions" USING btree ("reverses_id") WHERE "transactions"."reverses_id" is not null;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_total_points_not_negative" CHECK ("customers"."total_points" >= 0);--> statement-breakpoint
ALTER TABLE "customer_program_progress" ADD CONSTRAINT "customer_program_progress_points_not_negative" CHECK ("customer_program_progress"."points_balance" >= 0);--> statement-breakpoint
ALTER TABLE "customer_program_progress" ADD CONSTRAINT "customer_program_progress_stamps_not_negative" CHECK ("customer_program_progress"."stamps_current" >= 0);