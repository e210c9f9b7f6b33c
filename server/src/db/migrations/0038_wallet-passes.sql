CREATE TABLE "wallet_apple_registrations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"serial" text NOT NULL,
	"device_library_id" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_apple_registrations_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_apple_registrations_device_serial_key" ON "wallet_apple_registrations" USING btree ("device_library_id","serial","business_id");
--> statement-breakpoint
CREATE INDEX "wallet_apple_registrations_serial_idx" ON "wallet_apple_registrations" USING btree ("serial","business_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_business_customer_key" ON "wallet_passes" USING btree ("business_id","customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_serial_business_key" ON "wallet_passes" USING btree ("serial","business_id");
--> statement-breakpoint
ALTER TABLE "wallet_apple_registrations" ADD CONSTRAINT "wallet_apple_registrations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_apple_registrations" ADD CONSTRAINT "wallet_apple_registrations_pass_fkey" FOREIGN KEY ("serial","business_id") REFERENCES "public"."wallet_passes"("serial","business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_customer_fkey" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
