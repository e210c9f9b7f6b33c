CREATE TABLE "portal_pin_resets" (
	"auth_phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_session_customers" (
	"session_id" uuid NOT NULL,
	"business_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "portal_session_customers_session_id_customer_id_pk" PRIMARY KEY("session_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"chosen_customer_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_session_customers" ADD CONSTRAINT "portal_session_customers_session_id_portal_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."portal_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_session_customers" ADD CONSTRAINT "portal_session_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_session_customers" ADD CONSTRAINT "portal_session_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_pin_resets_expires_at_idx" ON "portal_pin_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "portal_session_customers_customer_idx" ON "portal_session_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_sessions_token_hash_key" ON "portal_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_sessions_expires_at_idx" ON "portal_sessions" USING btree ("expires_at");