CREATE TABLE "till_connections" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"token_expires_at" timestamp with time zone,
	"amount_basis" text DEFAULT 'subtotal' NOT NULL,
	"connected_by_user_id" text,
	"last_sale_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_connections_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "till_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "till_events_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "till_locations" (
	"business_id" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	CONSTRAINT "till_locations_pkey" PRIMARY KEY("business_id","connection_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "till_sales" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"external_location_id" text,
	"location_id" uuid,
	"customer_id" uuid,
	"action_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"receipt_number" text,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_sales_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "till_connections" ADD CONSTRAINT "till_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_connections" ADD CONSTRAINT "till_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_events" ADD CONSTRAINT "till_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_locations" ADD CONSTRAINT "till_locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_locations" ADD CONSTRAINT "till_locations_connection_fk" FOREIGN KEY ("business_id","connection_id") REFERENCES "public"."till_connections"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_locations" ADD CONSTRAINT "till_locations_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE set null ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "till_connections_business_provider_key" ON "till_connections" USING btree ("business_id","provider");--> statement-breakpoint
CREATE INDEX "till_connections_token_expires_idx" ON "till_connections" USING btree ("token_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_events_business_event_key" ON "till_events" USING btree ("business_id","provider","event_id");--> statement-breakpoint
CREATE INDEX "till_events_received_idx" ON "till_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sales_business_external_key" ON "till_sales" USING btree ("business_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "till_sales_waiting_idx" ON "till_sales" USING btree ("business_id","occurred_at" DESC NULLS LAST) WHERE "till_sales"."action_id" is null;--> statement-breakpoint
-- Till connections come with the plans that have MailChimp (Pro and Agency as seeded); the super admin can change it.
UPDATE "subscription_tiers" SET "features" = "features" || jsonb_build_object('tills', coalesce(("features"->>'mailchimp')::boolean, false)) WHERE NOT ("features" ? 'tills');
