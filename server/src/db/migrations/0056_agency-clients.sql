ALTER TABLE "sessions" ADD COLUMN "active_business_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "agency_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_agency_id_businesses_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_agency_id_company_name_idx" ON "businesses" USING btree ("agency_id",lower("company_name"),"id") WHERE "businesses"."agency_id" is not null;--> statement-breakpoint
-- Client businesses an agency may run (issue 32): the Agency tier runs up to 50, the others none; the super admin edits both.
UPDATE "subscription_tiers"
SET "features" = "features" || jsonb_build_object('clients', "name" = 'Agency', 'max_clients', CASE "name" WHEN 'Agency' THEN 50 ELSE 0 END)
WHERE NOT ("features" ? 'clients');
