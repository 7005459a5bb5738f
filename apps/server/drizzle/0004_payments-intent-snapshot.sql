ALTER TABLE "test_payment_intents" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "license_type" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "expires_at" timestamp with time zone;