CREATE TABLE "custom_domains" (
	"business_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"verify_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"problem" text,
	"check_requested_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;