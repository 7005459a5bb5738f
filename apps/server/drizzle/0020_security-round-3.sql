ALTER TABLE "checkouts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_license_key_settings" ADD COLUMN "free_claims" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "project_license_key_settings" ADD COLUMN "certificate_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
-- Written by hand: a database may already hold several checkouts of one buyer and project. The
-- newest stays open; the others are closed and their discount reservations freed, so the index
-- below (one open checkout per buyer and project) can be built.
UPDATE "checkouts"
SET "closed_at" = now(),
  "redemption" = CASE WHEN "redemption" = 'reserved' THEN 'released' ELSE "redemption" END
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "buyer_id", "project_id" ORDER BY "created_at" DESC, "id" DESC
    ) AS "position"
    FROM "checkouts"
  ) AS "ranked"
  WHERE "position" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_open_idx" ON "checkouts" USING btree ("buyer_id","project_id") WHERE "checkouts"."closed_at" is null;