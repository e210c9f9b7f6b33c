-- Citus readiness (test/citus-readiness.test.ts): every key of a tenant table holds business_id, and references
-- between tenant tables stay inside one business. Hand-edited after drizzle-kit: foreign keys are dropped before the
-- primary keys they point at and rebuilt after, `on delete set null` names the one column it clears (PostgreSQL 15+),
-- and keys that must stay unique across businesses move to business_keys (filled here from the rows that hold them).
CREATE TABLE "business_keys" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"business_id" text NOT NULL,
	CONSTRAINT "business_keys_pkey" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
INSERT INTO "business_keys" ("kind", "key", "business_id") SELECT 'qr_code', "code", "business_id" FROM "qr_codes";
--> statement-breakpoint
INSERT INTO "business_keys" ("kind", "key", "business_id")
SELECT 'stripe_customer', "stripe_customer_id", "business_id" FROM "stripe_customers" WHERE "stripe_customer_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_events" DROP CONSTRAINT "billing_events_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_qr_code_id_qr_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "communication_logs" DROP CONSTRAINT "communication_logs_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "communication_logs" DROP CONSTRAINT "communication_logs_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_session_customers" DROP CONSTRAINT "portal_session_customers_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_program_progress" DROP CONSTRAINT "customer_program_progress_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_program_progress" DROP CONSTRAINT "customer_program_progress_program_id_loyalty_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_rewards" DROP CONSTRAINT "customer_rewards_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_rewards" DROP CONSTRAINT "customer_rewards_program_id_loyalty_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_program_id_loyalty_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_reward_id_customer_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_reverses_id_transactions_id_fk";
--> statement-breakpoint
DROP INDEX "stripe_customers_customer_id_key";
--> statement-breakpoint
DROP INDEX "customer_program_progress_business_idx";
--> statement-breakpoint
DROP INDEX "customer_program_progress_customer_program_key";
--> statement-breakpoint
DROP INDEX "transactions_reverses_key";
--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_code_unique";
--> statement-breakpoint
ALTER TABLE "portal_session_customers" DROP CONSTRAINT "portal_session_customers_session_id_customer_id_pk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "loyalty_programs" DROP CONSTRAINT "loyalty_programs_pkey";
--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_pkey";
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_pkey";
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "customer_rewards" DROP CONSTRAINT "customer_rewards_pkey";
--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "customer_program_progress" DROP CONSTRAINT "customer_program_progress_pkey";
--> statement-breakpoint
ALTER TABLE "customer_program_progress" ADD CONSTRAINT "customer_program_progress_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_pkey";
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "communication_logs" DROP CONSTRAINT "communication_logs_pkey";
--> statement-breakpoint
ALTER TABLE "communication_logs" ADD CONSTRAINT "communication_logs_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "sms_templates" DROP CONSTRAINT "sms_templates_pkey";
--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_pkey";
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "integrations" DROP CONSTRAINT "integrations_pkey";
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" DROP CONSTRAINT "sms_opt_outs_pkey";
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "test_recipients" DROP CONSTRAINT "test_recipients_pkey";
--> statement-breakpoint
ALTER TABLE "test_recipients" ADD CONSTRAINT "test_recipients_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "automations" DROP CONSTRAINT "automations_pkey";
--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_pkey";
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" DROP CONSTRAINT "test_checkout_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_pkey" PRIMARY KEY("id","business_id");
--> statement-breakpoint
ALTER TABLE "portal_session_customers" ADD CONSTRAINT "portal_session_customers_pkey" PRIMARY KEY("session_id","business_id","customer_id");
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_qr_code_fk" FOREIGN KEY ("business_id","qr_code_id") REFERENCES "public"."qr_codes"("business_id","id") ON DELETE SET NULL ("qr_code_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "communication_logs" ADD CONSTRAINT "communication_logs_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "communication_logs" ADD CONSTRAINT "communication_logs_campaign_fk" FOREIGN KEY ("business_id","campaign_id") REFERENCES "public"."campaigns"("business_id","id") ON DELETE SET NULL ("campaign_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "portal_session_customers" ADD CONSTRAINT "portal_session_customers_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "customer_program_progress" ADD CONSTRAINT "customer_program_progress_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "customer_program_progress" ADD CONSTRAINT "customer_program_progress_program_fk" FOREIGN KEY ("business_id","program_id") REFERENCES "public"."loyalty_programs"("business_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_program_fk" FOREIGN KEY ("business_id","program_id") REFERENCES "public"."loyalty_programs"("business_id","id") ON DELETE SET NULL ("program_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_program_fk" FOREIGN KEY ("business_id","program_id") REFERENCES "public"."loyalty_programs"("business_id","id") ON DELETE SET NULL ("program_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reward_fk" FOREIGN KEY ("business_id","reward_id") REFERENCES "public"."customer_rewards"("business_id","id") ON DELETE SET NULL ("reward_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_fk" FOREIGN KEY ("business_id","reverses_id") REFERENCES "public"."transactions"("business_id","id") ON DELETE SET NULL ("reverses_id") ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_business_code_key" ON "qr_codes" USING btree ("business_id","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_program_progress_customer_program_key" ON "customer_program_progress" USING btree ("business_id","customer_id","program_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses_key" ON "transactions" USING btree ("business_id","reverses_id") WHERE "transactions"."reverses_id" is not null;
