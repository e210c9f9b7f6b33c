ALTER TABLE "businesses" ADD COLUMN "postal_address" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "quiet_hours_start" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "quiet_hours_end" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_quiet_hours_differ" CHECK ("businesses"."quiet_hours_start" <> "businesses"."quiet_hours_end");