CREATE TABLE "test_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "enrol_daily_limit" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_recipients" ADD CONSTRAINT "test_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_recipients_business_channel_address_idx" ON "test_recipients" USING btree ("business_id","channel","address");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_enrol_daily_limit_positive" CHECK ("businesses"."enrol_daily_limit" > 0);