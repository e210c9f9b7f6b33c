ALTER TABLE "qr_codes" ADD COLUMN "short_code" text;--> statement-breakpoint
-- Codes made before: eight characters of the typeable alphabet (no 0/O, 1/I/L), drawn per row.
UPDATE "qr_codes" SET "short_code" = (
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8) WHERE "qr_codes"."id" IS NOT NULL
);--> statement-breakpoint
INSERT INTO "business_keys" ("kind", "key", "business_id")
  SELECT 'qr_short', "short_code", "business_id" FROM "qr_codes" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "qr_codes" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_business_short_code_key" ON "qr_codes" USING btree ("business_id","short_code");
