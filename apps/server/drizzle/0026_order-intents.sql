ALTER TABLE "test_payment_intents" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refund_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "licenses_payment_intent_idx" ON "licenses" USING btree (split_part("payment_reference", ':', 1));