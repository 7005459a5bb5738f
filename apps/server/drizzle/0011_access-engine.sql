CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"singleton_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer NOT NULL,
	"backoff_ms" integer NOT NULL,
	"max_backoff_ms" integer NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"license_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"github_account" text,
	"repository" text,
	"action" text NOT NULL,
	"cause" text NOT NULL,
	"actor_id" uuid,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "access_state" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "access_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "access_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "access_next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_singleton" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "access_events_license_idx" ON "access_events" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE INDEX "access_events_seller_idx" ON "access_events" USING btree ("seller_id","created_at");--> statement-breakpoint
-- Hand-written: the access state of existing licenses, from the booleans they carried.
UPDATE "licenses" SET "access_state" = CASE
	WHEN "status" = 'refunded' AND ("invitation_sent" OR "access_granted") THEN 'failed'
	WHEN "status" = 'refunded' THEN 'revoked'
	WHEN "access_error" IS NOT NULL THEN 'failed'
	WHEN "access_granted" THEN 'active'
	WHEN "invitation_sent" THEN 'invited'
	ELSE NULL
END, "access_invited_at" = CASE WHEN "invitation_sent" THEN "updated_at" ELSE NULL END;
