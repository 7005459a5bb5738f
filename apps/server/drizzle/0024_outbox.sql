CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effect" text NOT NULL,
	"event" text NOT NULL,
	"subject_id" text NOT NULL,
	"occurrence" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_effect_occurrence" ON "outbox" USING btree ("effect","occurrence");--> statement-breakpoint
CREATE INDEX "outbox_undispatched" ON "outbox" USING btree ("created_at") WHERE "outbox"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_not_done" ON "outbox" USING btree ("created_at") WHERE "outbox"."done_at" is null;