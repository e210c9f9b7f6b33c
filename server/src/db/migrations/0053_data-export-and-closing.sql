-- Issue 33: "Export all data" (a job builds a ZIP whose bytes are kept in parts, so any server process serves the
-- download) and closing a business (30 days of grace before every row of it is deleted).
CREATE TABLE "data_export_parts" (
	"business_id" text NOT NULL,
	"export_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "data_export_parts_pkey" PRIMARY KEY("business_id","export_id","part")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"requested_by_user_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"byte_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_export_fk" FOREIGN KEY ("business_id","export_id") REFERENCES "public"."data_exports"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_business_created_at_idx" ON "data_exports" USING btree ("business_id","created_at" DESC NULLS LAST);