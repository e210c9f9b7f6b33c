ALTER TABLE "communication_logs" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "send_key" text;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "charged_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "charged_sms_month" text;--> statement-breakpoint
-- Messages sent before the pipeline: their provider id moves to its column, and each automatic occasion gets its key
-- (the earliest row of an occasion), so a re-queued welcome or reward message is still sent once.
UPDATE "communication_logs" SET "provider_message_id" = "metadata"->>'messageId' WHERE "metadata" ? 'messageId';--> statement-breakpoint
UPDATE "communication_logs" l SET "send_key" = k.key FROM (
  SELECT DISTINCT ON (key) id, key FROM (
    SELECT id, created_at, 'auto:' || customer_id || ':' || coalesce("metadata"->>'event', "metadata"->>'trigger') || ':' || type AS key
    FROM "communication_logs" WHERE customer_id IS NOT NULL AND "metadata" ? 'trigger'
  ) keyed ORDER BY key, created_at, id
) k WHERE l.id = k.id;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_logs_business_send_key_idx" ON "communication_logs" USING btree ("business_id","send_key");--> statement-breakpoint
CREATE INDEX "communication_logs_provider_message_idx" ON "communication_logs" USING btree ("provider","provider_message_id") WHERE "communication_logs"."provider_message_id" is not null;