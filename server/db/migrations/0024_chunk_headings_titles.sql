-- Field-aware search (ADR 032): passages learn their headings and their document's title, and the
-- generated vector weighs them (title A, headings B, text D). Dropping the generated column drops
-- its GIN index, so the index is created again after the new column.
ALTER TABLE "document_chunks" ADD COLUMN "heading" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "document_chunks" SET "title" = btrim(regexp_replace(regexp_replace(f."name", '\.[^./\\]{1,8}$', ''), '[_.]+', ' ', 'g')) FROM "stored_files" f WHERE f."id" = "document_chunks"."file_id";--> statement-breakpoint
ALTER TABLE "document_chunks" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "heading"), 'B') || setweight(to_tsvector('english'::regconfig, "text"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "document_chunks_search_idx" ON "document_chunks" USING gin ("search");
