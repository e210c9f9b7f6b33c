CREATE TABLE "agency_library_applies" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"item_id" uuid,
	"item_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agency_library_applies_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "agency_library_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"source_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_library_items_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "agency_library_applies" ADD CONSTRAINT "agency_library_applies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_library_items" ADD CONSTRAINT "agency_library_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_library_applies_business_idx" ON "agency_library_applies" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_library_items_business_idx" ON "agency_library_items" USING btree ("business_id","name");