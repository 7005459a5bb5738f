CREATE TABLE "marketplace_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seller_of_record_name" text NOT NULL,
	"seller_of_record_address" text DEFAULT '' NOT NULL,
	"seller_of_record_tax_id" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_one_row" CHECK ("marketplace_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_method" text DEFAULT 'Card' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seller_of_record_name" text DEFAULT 'Codebazaar' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seller_of_record_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seller_of_record_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "paid_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill (docs/receipts-and-tax.md#numbers-re-issued-once): receipts were issued when first
-- viewed, so their numbers followed viewing order and their dates were the viewing day. Every
-- paid license (refunded and disputed ones too) gets a receipt, and all receipts are renumbered
-- once in payment order (paid time, ties by license id), issued at the payment time.
-- 1. Park the old numbers below zero so that the renumbering never collides with them.
UPDATE "receipts" SET "number" = -"number";
--> statement-breakpoint
-- 2. The paid licenses that never had their receipt opened get one, from the same sources the
-- service reads (the checkout's prices and tax, the test processor's card digits).
INSERT INTO "receipts" (
	"number", "license_id", "seller_name", "buyer_name", "buyer_email", "billing_country", "vat_id",
	"project_id", "project_title", "list_price_cents", "discount_cents", "discount_code",
	"price_cents", "fee_cents", "tax_cents", "total_cents", "currency", "tax_mode",
	"tax_rate_basis_points", "card_last4", "payment_reference", "refunded_at"
)
SELECT
	-((SELECT coalesce(max(abs("number")), 0) FROM "receipts") + row_number() OVER (ORDER BY l."id")),
	l."id",
	coalesce(nullif(s."display_name", ''), s."username"),
	coalesce(nullif(b."display_name", ''), b."username"),
	b."email",
	t."country",
	t."vat_id",
	p."id",
	p."title",
	coalesce(c."list_price_cents", l."seller_cents"),
	coalesce(c."discount_cents", 0),
	d."code",
	coalesce(c."price_cents", l."seller_cents"),
	l."fee_cents",
	coalesce(t."tax_cents", c."tax_cents", 0),
	l."total_cents",
	l."currency",
	coalesce(t."tax_mode", 'off'),
	t."tax_rate_basis_points",
	ti."card_last4",
	l."payment_reference",
	CASE WHEN l."status" = 'refunded' THEN coalesce(
		(SELECT max(rr."decided_at") FROM "refund_requests" rr
			WHERE rr."license_id" = l."id" AND rr."status" = 'approved'),
		l."updated_at"
	) END
FROM "licenses" l
JOIN "projects" p ON p."id" = l."project_id"
JOIN "users" s ON s."id" = p."author_id"
JOIN "users" b ON b."id" = l."buyer_id"
LEFT JOIN "checkouts" c ON c."intent_id" = l."payment_reference"
LEFT JOIN "discount_codes" d ON d."id" = c."discount_id"
LEFT JOIN "checkout_taxes" t ON t."checkout_id" = c."id"
LEFT JOIN "test_payment_intents" ti ON ti."id" = l."payment_reference"
WHERE l."kind" = 'paid' AND NOT EXISTS (SELECT 1 FROM "receipts" r WHERE r."license_id" = l."id");
--> statement-breakpoint
-- 3. The payment time of every receipt: the license's, or its checkout's when later (a freemium
-- upgrade keeps the free claim's row and time; its checkout was opened just before the payment).
-- The payment method: the test processor's when it holds the intent, else a card. A refunded
-- license whose receipt missed its refund (the old listener failed) is marked now.
UPDATE "receipts" r SET
	"paid_at" = greatest(l."created_at", coalesce(c."created_at", l."created_at")),
	"issued_at" = greatest(l."created_at", coalesce(c."created_at", l."created_at")),
	"payment_method" = CASE WHEN ti."id" IS NOT NULL THEN 'Test card' ELSE 'Card' END,
	"card_last4" = coalesce(r."card_last4", ti."card_last4"),
	"refunded_at" = coalesce(r."refunded_at", CASE WHEN l."status" = 'refunded' THEN coalesce(
		(SELECT max(rr."decided_at") FROM "refund_requests" rr
			WHERE rr."license_id" = l."id" AND rr."status" = 'approved'),
		l."updated_at"
	) END)
FROM "licenses" l
LEFT JOIN "checkouts" c ON c."intent_id" = l."payment_reference"
LEFT JOIN "test_payment_intents" ti ON ti."id" = l."payment_reference"
WHERE l."id" = r."license_id";
--> statement-breakpoint
-- 4. Numbers in payment order, from 1, without gaps.
UPDATE "receipts" r SET "number" = o."n"
FROM (
	SELECT "id", row_number() OVER (ORDER BY "paid_at", "license_id") AS "n" FROM "receipts"
) o
WHERE o."id" = r."id";
--> statement-breakpoint
-- 5. The counter continues after the last number.
INSERT INTO "receipt_counter" ("id", "last")
VALUES (1, (SELECT count(*)::int FROM "receipts"))
ON CONFLICT ("id") DO UPDATE SET "last" = excluded."last";
