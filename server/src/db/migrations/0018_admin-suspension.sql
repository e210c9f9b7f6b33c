ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_created_at_idx" ON "admin_audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_kind_created_at_idx" ON "credit_ledger" USING btree ("kind","created_at" DESC NULLS LAST);