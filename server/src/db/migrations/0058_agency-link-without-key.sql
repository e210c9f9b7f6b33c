-- An agency and its clients are different businesses: no foreign key between them, so a database distributed by
-- business keeps them apart (issue 32); the purge of a closed agency clears agency_id on its clients.
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_agency_id_businesses_id_fk";