CREATE TABLE "automation_recipients" (
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"occasion_on" date NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_recipients_pkey" PRIMARY KEY("business_id","kind","customer_id","occasion")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "variant_b_share" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "variant_b" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "google_notify_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "google_notify_window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_recipients" ADD CONSTRAINT "automation_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_recipients_business_kind_on_idx" ON "automation_recipients" USING btree ("business_id","kind","occasion_on");