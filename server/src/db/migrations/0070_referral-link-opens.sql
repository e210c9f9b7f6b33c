CREATE TABLE "referral_link_opens" (
	"business_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"opens" integer NOT NULL,
	CONSTRAINT "referral_link_opens_pkey" PRIMARY KEY("business_id","hour")
);
--> statement-breakpoint
ALTER TABLE "referral_link_opens" ADD CONSTRAINT "referral_link_opens_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The links opened so far, counted in the hour this runs: every total stays what it was.
INSERT INTO "referral_link_opens" ("business_id", "hour", "opens")
  SELECT "business_id", date_trunc('hour', now()), "links_opened" FROM "referral_programs" WHERE "links_opened" > 0;--> statement-breakpoint
ALTER TABLE "referral_programs" DROP COLUMN "links_opened";