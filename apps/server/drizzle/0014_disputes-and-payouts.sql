CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"license_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "disputes_providerDisputeId_unique" UNIQUE("provider_dispute_id")
);
--> statement-breakpoint
CREATE TABLE "test_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payouts" ADD CONSTRAINT "test_payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_license_idx" ON "disputes" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "disputes_reference_idx" ON "disputes" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "test_payouts_seller_idx" ON "test_payouts" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "test_payouts_trigger_idx" ON "test_payouts" USING btree ("seller_id","trigger");