CREATE TABLE "former_customer_phones" (
	"business_id" text NOT NULL,
	"phone_key" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_customer_phones_pkey" PRIMARY KEY("business_id","phone_key")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"business_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_pkey" PRIMARY KEY("business_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"business_id" text NOT NULL,
	"enabled" boolean NOT NULL,
	"friend_reward" jsonb NOT NULL,
	"referrer_reward" jsonb NOT NULL,
	"qualifying_action" text NOT NULL,
	"minimum_amount_minor" bigint NOT NULL,
	"within_days" integer NOT NULL,
	"monthly_cap" integer NOT NULL,
	"links_opened" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programs_pkey" PRIMARY KEY("business_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"referrer_customer_id" uuid NOT NULL,
	"friend_customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"held_reason" text,
	"via" text NOT NULL,
	"qualifying_action" text NOT NULL,
	"minimum_amount_minor" bigint NOT NULL,
	"qualify_by" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualifying_action_id" uuid,
	"rewarded_at" timestamp with time zone,
	"rewards_given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referrals_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "former_customer_phones" ADD CONSTRAINT "former_customer_phones_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD CONSTRAINT "referral_programs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_fk" FOREIGN KEY ("business_id","referrer_customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_fk" FOREIGN KEY ("business_id","friend_customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_business_code_key" ON "referral_codes" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_business_friend_key" ON "referrals" USING btree ("business_id","friend_customer_id");--> statement-breakpoint
CREATE INDEX "referrals_business_referrer_idx" ON "referrals" USING btree ("business_id","referrer_customer_id","joined_at");--> statement-breakpoint
CREATE INDEX "referrals_business_joined_idx" ON "referrals" USING btree ("business_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_business_pending_friend_idx" ON "referrals" USING btree ("business_id","friend_customer_id") WHERE "referrals"."status" = 'pending';--> statement-breakpoint
UPDATE "subscription_tiers" SET "features" = "features" || jsonb_build_object('referrals', coalesce(("features"->>'status_tiers')::boolean, false)) WHERE NOT ("features" ? 'referrals');
