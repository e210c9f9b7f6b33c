-- Installs seeded before the public API (issue 30): the paid tiers the seed now gives it get it too, unless a super
-- admin has already set the flag either way.
UPDATE "subscription_tiers" SET "features" = "features" || '{"api": true}'::jsonb
WHERE "name" IN ('Pro', 'Agency') AND NOT ("features" ? 'api');
