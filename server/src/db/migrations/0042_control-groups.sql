CREATE TABLE "campaign_recipients" (
	"business_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_pkey" PRIMARY KEY("business_id","campaign_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "control_share" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "outcome_window_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "control_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_fk" FOREIGN KEY ("business_id","campaign_id") REFERENCES "public"."campaigns"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_business_redeem_idx" ON "transactions" USING btree ("business_id","created_at") WHERE "transactions"."type" in ('redeem', 'reversal');