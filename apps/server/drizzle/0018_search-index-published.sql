DROP INDEX "projects_search_idx";--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search") WHERE "projects"."status" = 'published';