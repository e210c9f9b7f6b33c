CREATE TABLE "import_opening_balances" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"balances" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_opening_balances_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "import_opening_balances" ADD CONSTRAINT "import_opening_balances_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_opening_balances" ADD CONSTRAINT "import_opening_balances_batch_fk" FOREIGN KEY ("business_id","batch_id") REFERENCES "public"."import_batches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_opening_balances_batch_idx" ON "import_opening_balances" USING btree ("business_id","batch_id");--> statement-breakpoint
-- Only the opening balances job reads it, once: kept as it is written, without compressing it.
ALTER TABLE "import_opening_balances" ALTER COLUMN "balances" SET STORAGE EXTERNAL;