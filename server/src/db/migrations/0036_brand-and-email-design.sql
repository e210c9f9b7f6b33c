CREATE TABLE "business_logos" (
	"business_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "business_logos" ADD CONSTRAINT "business_logos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_brand_color_hex" CHECK ("businesses"."brand_color" ~ '^#[0-9a-f]{6}$');