CREATE TABLE "entitlement_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"target" text,
	"account" text,
	"invitation_sent" boolean DEFAULT false NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlement_grants" ADD CONSTRAINT "entitlement_grants_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_grants_license_kind_idx" ON "entitlement_grants" USING btree ("license_id","kind");--> statement-breakpoint
CREATE INDEX "entitlement_grants_error_idx" ON "entitlement_grants" USING btree ("kind","updated_at") WHERE "entitlement_grants"."error" is not null;--> statement-breakpoint
CREATE INDEX "entitlement_grants_pending_idx" ON "entitlement_grants" USING btree ("kind","updated_at") WHERE "entitlement_grants"."invitation_sent" and not "entitlement_grants"."granted";--> statement-breakpoint
-- Backfill: every license gets its repository-access grant from the columns about to go, and a
-- license-key and a downloads grant that follow its status (active while the license is).
INSERT INTO "entitlement_grants" ("license_id", "kind", "state", "target", "invitation_sent",
  "granted", "error", "attempts", "next_attempt_at", "invited_at", "granted_at", "revoked_at",
  "created_at", "updated_at")
SELECT "id", 'github_repository', "access_state", "repository_full_name", "invitation_sent",
  "access_granted", "access_error", "access_attempts", "access_next_attempt_at",
  "access_invited_at", "access_granted_at",
  CASE WHEN "access_state" = 'revoked' THEN "updated_at" END,
  "created_at", "updated_at"
FROM "licenses";--> statement-breakpoint
INSERT INTO "entitlement_grants" ("license_id", "kind", "state", "granted", "granted_at",
  "revoked_at", "created_at", "updated_at")
SELECT l."id", k."kind",
  CASE WHEN l."status" = 'active' THEN 'active' ELSE 'revoked' END,
  l."status" = 'active', l."created_at",
  CASE WHEN l."status" <> 'active' THEN l."updated_at" END,
  l."created_at", l."updated_at"
FROM "licenses" l CROSS JOIN (VALUES ('license_key'), ('downloads')) AS k("kind");--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "repository_full_name";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "invitation_sent";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_granted";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_granted_at";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_error";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_state";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_invited_at";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_attempts";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "access_next_attempt_at";