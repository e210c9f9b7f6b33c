CREATE TABLE "import_batch_updates" (
	"business_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "import_batch_updates_pkey" PRIMARY KEY("business_id","batch_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"created_by_user_id" text,
	"update_existing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" text,
	"removed_customers" integer,
	CONSTRAINT "import_batches_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "import_batch_updates" ADD CONSTRAINT "import_batch_updates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batch_updates" ADD CONSTRAINT "import_batch_updates_batch_fk" FOREIGN KEY ("business_id","batch_id") REFERENCES "public"."import_batches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_business_created_at_idx" ON "import_batches" USING btree ("business_id","created_at" DESC NULLS LAST);