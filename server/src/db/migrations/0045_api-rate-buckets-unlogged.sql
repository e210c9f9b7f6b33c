-- The API keys' token buckets hold counts that refill within seconds: no WAL for them (each API request's one
-- write), and a crash or a failover that empties the table only hands every key a full bucket again.
ALTER TABLE "api_rate_buckets" SET UNLOGGED;
