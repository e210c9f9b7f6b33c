CREATE TABLE "customer_rhythms" (
	"business_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"usual_gap_days" integer NOT NULL,
	"spread_days" integer NOT NULL,
	"last_visit_on" date NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_rhythms_pkey" PRIMARY KEY("business_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_rhythms" ADD CONSTRAINT "customer_rhythms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rhythms" ADD CONSTRAINT "customer_rhythms_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;