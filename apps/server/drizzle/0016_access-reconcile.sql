CREATE TABLE "access_reconcile_reports" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "github_invitation_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repository" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "free_repo_github_id" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "paid_repo_github_id" bigint;--> statement-breakpoint
CREATE INDEX "github_invitation_slots_repository_idx" ON "github_invitation_slots" USING btree ("repository","reserved_at");