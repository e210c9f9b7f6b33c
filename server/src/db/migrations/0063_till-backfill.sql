ALTER TABLE "till_connections" ADD COLUMN "backfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "till_sales" ADD COLUMN "backfilled" boolean DEFAULT false NOT NULL;