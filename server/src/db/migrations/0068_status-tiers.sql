CREATE TABLE "customer_statuses" (
	"business_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"tier_id" uuid,
	"previous_tier_id" uuid,
	"reached_by_action_id" uuid,
	"since" timestamp with time zone NOT NULL,
	"keeps_until" timestamp with time zone,
	CONSTRAINT "customer_statuses_pkey" PRIMARY KEY("business_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "status_programs" (
	"business_id" text NOT NULL,
	"basis" text NOT NULL,
	"window" text NOT NULL,
	"window_months" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_programs_pkey" PRIMARY KEY("business_id")
);
--> statement-breakpoint
CREATE TABLE "status_tiers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"factor" numeric(3, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_tiers_pkey" PRIMARY KEY("id","business_id"),
	CONSTRAINT "status_tiers_factor_range" CHECK ("status_tiers"."factor" >= 1 and "status_tiers"."factor" <= 10)
);
--> statement-breakpoint
ALTER TABLE "customer_statuses" ADD CONSTRAINT "customer_statuses_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_programs" ADD CONSTRAINT "status_programs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_tiers" ADD CONSTRAINT "status_tiers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_statuses_tier_idx" ON "customer_statuses" USING btree ("business_id","tier_id");--> statement-breakpoint
CREATE INDEX "status_tiers_business_idx" ON "status_tiers" USING btree ("business_id","threshold");--> statement-breakpoint
UPDATE "subscription_tiers" SET "features" = "features" || jsonb_build_object('status_tiers', coalesce(("features"->>'multipliers')::boolean, false)) WHERE NOT ("features" ? 'status_tiers');
