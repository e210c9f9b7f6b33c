CREATE TABLE "sms_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_business_phone_idx" ON "sms_opt_outs" USING btree ("business_id","phone");--> statement-breakpoint
CREATE INDEX "sms_opt_outs_business_created_at_idx" ON "sms_opt_outs" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);