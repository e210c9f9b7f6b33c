CREATE TABLE "counter_devices" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	"token_hash" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"shift_staff_id" uuid,
	"shift_active_at" timestamp with time zone,
	CONSTRAINT "counter_devices_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "counter_staff" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"pin_hash" text,
	"is_manager" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "counter_staff_pkey" PRIMARY KEY("id","business_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "counter_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "counter_shift_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "manager_pin_for_redemptions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "manager_pin_for_undo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "manager_pin_purchase_above_minor" bigint;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_shift_staff_fk" FOREIGN KEY ("business_id","shift_staff_id") REFERENCES "public"."counter_staff"("business_id","id") ON DELETE SET NULL ("shift_staff_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_staff" ADD CONSTRAINT "counter_staff_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_staff" ADD CONSTRAINT "counter_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_devices_token_hash_business_key" ON "counter_devices" USING btree ("token_hash","business_id");--> statement-breakpoint
CREATE INDEX "counter_devices_business_created_at_idx" ON "counter_devices" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_staff_business_user_key" ON "counter_staff" USING btree ("business_id","user_id") WHERE "counter_staff"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "counter_staff_business_created_at_idx" ON "counter_staff" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_counter_staff_fk" FOREIGN KEY ("business_id","counter_staff_id") REFERENCES "public"."counter_staff"("business_id","id") ON DELETE SET NULL ("counter_staff_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_counter_shift_minutes_range" CHECK ("businesses"."counter_shift_minutes" between 0 and 720);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_manager_pin_purchase_above_positive" CHECK ("businesses"."manager_pin_purchase_above_minor" > 0);