CREATE TABLE "counter_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"location_id" uuid,
	"staff_user_id" text,
	"counter_staff_id" uuid,
	"currency" text,
	"visits" integer NOT NULL,
	"purchases" integer NOT NULL,
	"spend" bigint NOT NULL,
	"points_issued" bigint NOT NULL,
	"points_redeemed" bigint NOT NULL,
	"rewards_redeemed" integer NOT NULL,
	"actions" integer NOT NULL,
	"undos" integer NOT NULL,
	CONSTRAINT "counter_days_key" UNIQUE NULLS NOT DISTINCT("business_id","day","location_id","staff_user_id","counter_staff_id","currency")
);
--> statement-breakpoint
CREATE TABLE "counter_filled_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "counter_filled_days_pkey" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "counter_days" ADD CONSTRAINT "counter_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_filled_days" ADD CONSTRAINT "counter_filled_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
