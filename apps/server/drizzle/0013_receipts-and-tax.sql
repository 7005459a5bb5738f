CREATE TABLE "billing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text,
	"vat_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_taxes" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"country" text,
	"vat_id" text,
	"tax_mode" text NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_basis_points" integer,
	"tax_calculation_id" text,
	"tax_transaction_id" text,
	"tax_reversal_id" text,
	"tax_status" text DEFAULT 'calculated' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counter_one_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"license_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"billing_country" text,
	"vat_id" text,
	"project_id" uuid NOT NULL,
	"project_title" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"tax_mode" text NOT NULL,
	"tax_rate_basis_points" integer,
	"card_last4" text,
	"payment_reference" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_licenseId_unique" UNIQUE("license_id")
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_taxes" ADD CONSTRAINT "checkout_taxes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;