DROP INDEX "projects_status_created_idx";--> statement-breakpoint
DROP INDEX "projects_status_category_created_idx";--> statement-breakpoint
DROP INDEX "projects_status_views_idx";--> statement-breakpoint
DROP INDEX "projects_status_downloads_idx";--> statement-breakpoint
DROP INDEX "projects_status_stars_idx";--> statement-breakpoint
DROP INDEX "projects_status_price_idx";--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_category_created_idx" ON "projects" USING btree ("status","category","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_views_idx" ON "projects" USING btree ("status","views" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_downloads_idx" ON "projects" USING btree ("status","downloads" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_stars_idx" ON "projects" USING btree ("status","stars" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_price_idx" ON "projects" USING btree ("status","price_cents","id");