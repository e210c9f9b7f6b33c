CREATE TABLE "locations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_business_name_key" ON "locations" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_business_created_at_idx" ON "locations" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;--> statement-breakpoint
-- The QR codes' free-text locations become locations, one per business and name (whatever its case), nothing lost.
INSERT INTO "locations" ("business_id", "name", "created_at", "updated_at")
SELECT "business_id", min(btrim("location_name")), min("created_at"), min("created_at")
FROM "qr_codes"
WHERE btrim(coalesce("location_name", '')) <> ''
GROUP BY "business_id", lower(btrim("location_name"));--> statement-breakpoint
UPDATE "qr_codes" q SET "location_id" = l."id"
FROM "locations" l
WHERE l."business_id" = q."business_id" AND lower(l."name") = lower(btrim(q."location_name"));--> statement-breakpoint
ALTER TABLE "qr_codes" DROP COLUMN "location_name";--> statement-breakpoint
-- How many locations each tier allows (-1: unlimited), beside max_seats; the super admin edits it.
UPDATE "subscription_tiers"
SET "features" = "features" || jsonb_build_object('max_locations', CASE "name" WHEN 'Pro' THEN 3 WHEN 'Agency' THEN -1 ELSE 1 END)
WHERE NOT ("features" ? 'max_locations');