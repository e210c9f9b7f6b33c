-- White-label (issue 32): the name customers see instead of the company name, the logo's content hash (its ETag;
-- logos so far are hashed here), and the sender's name each outbox email went out under.
ALTER TABLE "business_logos" ADD COLUMN "content_hash" text;--> statement-breakpoint
UPDATE "business_logos" SET "content_hash" = encode(sha256("bytes"), 'hex');--> statement-breakpoint
ALTER TABLE "business_logos" ALTER COLUMN "content_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_display_name_length" CHECK (char_length("businesses"."display_name") between 1 and 60);
