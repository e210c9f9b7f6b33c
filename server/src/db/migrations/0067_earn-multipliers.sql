CREATE TABLE "earn_multipliers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"factor" numeric(3, 1) NOT NULL,
	"days" smallint[] DEFAULT '{}' NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"starts_on" date,
	"ends_on" date,
	"category" text,
	"location_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_multipliers_pkey" PRIMARY KEY("id","business_id"),
	CONSTRAINT "earn_multipliers_factor_range" CHECK ("earn_multipliers"."factor" >= 1.1 and "earn_multipliers"."factor" <= 10)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "earn_basis" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "multiplier_combine" text DEFAULT 'largest' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "multiplier_ceiling" numeric(3, 1) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "earn_multipliers" ADD CONSTRAINT "earn_multipliers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earn_multipliers_business_idx" ON "earn_multipliers" USING btree ("business_id","created_at");--> statement-breakpoint
UPDATE "subscription_tiers" SET "features" = "features" || jsonb_build_object('multipliers', coalesce(("features"->>'tills')::boolean, false)) WHERE NOT ("features" ? 'multipliers');
