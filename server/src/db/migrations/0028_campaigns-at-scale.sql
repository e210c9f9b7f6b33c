CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailchimp_connections" (
	"business_id" text PRIMARY KEY NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"server_prefix" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"account_name" text,
	"audience_id" text,
	"audience_name" text,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" text,
	"last_sync_result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_rate_windows" (
	"sender" text NOT NULL,
	"second" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "send_rate_windows_sender_second_pk" PRIMARY KEY("sender","second")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "audience" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "expanded_through" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "expanded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "queued_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "delivered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "opened_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "clicked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "unsubscribed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "click_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailchimp_connections" ADD CONSTRAINT "mailchimp_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automations_business_kind_idx" ON "automations" USING btree ("business_id","kind");--> statement-breakpoint
CREATE INDEX "automations_enabled_kind_idx" ON "automations" USING btree ("kind") WHERE "automations"."enabled";--> statement-breakpoint
CREATE INDEX "mailchimp_connections_audience_idx" ON "mailchimp_connections" USING btree ("last_sync_at") WHERE "mailchimp_connections"."audience_id" is not null;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD CONSTRAINT "communication_logs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_business_id_idx" ON "customers" USING btree ("business_id","id") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_business_last_visit_idx" ON "customers" USING btree ("business_id","last_visit_at") WHERE "customers"."last_visit_at" is not null and "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "campaigns_business_type_created_at_idx" ON "campaigns" USING btree ("business_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_sending_idx" ON "campaigns" USING btree ("status") WHERE "campaigns"."status" in ('sending', 'scheduled');--> statement-breakpoint
CREATE INDEX "communication_logs_business_campaign_status_idx" ON "communication_logs" USING btree ("business_id","campaign_id","status","id") WHERE "communication_logs"."campaign_id" is not null;--> statement-breakpoint
-- Customers' last visit or purchase so far, from the ledger (later check-ins keep it current).
UPDATE "customers" c SET "last_visit_at" = t.last_at
FROM (
  SELECT "business_id", "customer_id", max("created_at") AS last_at FROM "transactions"
  WHERE "type" IN ('visit', 'purchase') GROUP BY "business_id", "customer_id"
) t
WHERE c."business_id" = t."business_id" AND c."id" = t."customer_id";
