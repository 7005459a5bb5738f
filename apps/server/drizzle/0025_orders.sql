CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"intent_id" text,
	"bundle_id" uuid,
	"billing_country" text,
	"consented_at" timestamp with time zone,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_intentId_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" RENAME COLUMN "intent_id" TO "payment_reference";--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_intentId_unique";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","status","paid_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_order_idx" ON "checkouts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_paymentReference_unique" UNIQUE("payment_reference");