CREATE TABLE "client_managers" (
	"business_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_managers_pkey" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Until now every member of an agency's team opened every client: they keep exactly that, as assignments.
INSERT INTO "client_managers" ("business_id", "user_id")
SELECT c.id, tm.user_id
FROM "businesses" c
JOIN "businesses" a ON a.id = c.agency_id
JOIN "tenant_members" tm ON tm.tenant_id = a.tenant_id AND tm.status = 'active' AND tm.role = 'member'
ON CONFLICT DO NOTHING;
