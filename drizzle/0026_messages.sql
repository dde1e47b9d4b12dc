CREATE TABLE "message_templates" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"mail_enabled" boolean DEFAULT true NOT NULL,
	"mail_subject" text NOT NULL,
	"mail_body" text NOT NULL,
	"sms_enabled" boolean DEFAULT true NOT NULL,
	"sms_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "message_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_inbound_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"message_sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"sales_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_inbound" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"sales_order_id" integer,
	"event" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_sid" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_id_key" ON "message_templates" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_event_key" ON "message_templates" USING btree ("store_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_sid_key" ON "sms_inbound" USING btree ("message_sid");--> statement-breakpoint
CREATE INDEX "sms_inbound_store_idx" ON "sms_inbound" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_sid_key" ON "sms_outbox" USING btree ("provider_sid");--> statement-breakpoint
CREATE POLICY "message_templates_store_isolation" ON "message_templates" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "sms_inbound_store_isolation" ON "sms_inbound" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "sms_outbox_platform" ON "sms_outbox" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on')) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on'));