CREATE TABLE "business_audit_log" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_audit_log_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "google_object_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_audit_log" ADD CONSTRAINT "business_audit_log_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_audit_log_business_created_at_idx" ON "business_audit_log" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);