CREATE TABLE "license_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"previous_until" timestamp with time zone,
	"updates_until" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_renewals_paymentReference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
CREATE TABLE "release_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_mail_opt_outs" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_mail_opt_outs_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"github_tag" text,
	"github_release_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"backdated_to" timestamp with time zone,
	"yanked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "updates_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updates_months" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "renewal_price_cents" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "renewal_of" uuid;--> statement-breakpoint
ALTER TABLE "license_key_activations" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "license_downloads" ADD COLUMN "release_file_id" uuid;--> statement-breakpoint
ALTER TABLE "license_renewals" ADD CONSTRAINT "license_renewals_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_files" ADD CONSTRAINT "release_files_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_mail_opt_outs" ADD CONSTRAINT "release_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_mail_opt_outs" ADD CONSTRAINT "release_mail_opt_outs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_renewals_license_idx" ON "license_renewals" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE INDEX "release_files_release_idx" ON "release_files" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_project_version_idx" ON "releases" USING btree ("project_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_github_release_idx" ON "releases" USING btree ("project_id","github_release_id") WHERE "releases"."github_release_id" is not null;--> statement-breakpoint
CREATE INDEX "releases_project_published_idx" ON "releases" USING btree ("project_id","published_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_renewal_of_licenses_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_downloads" ADD CONSTRAINT "license_downloads_release_file_id_release_files_id_fk" FOREIGN KEY ("release_file_id") REFERENCES "public"."release_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_key_activations_fingerprint_idx" ON "license_key_activations" USING btree ("license_id","fingerprint") WHERE "license_key_activations"."fingerprint" is not null;