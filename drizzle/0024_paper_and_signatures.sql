CREATE TABLE "order_signatures" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"taken_by_user_id" integer,
	"location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_signatures_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "paper_size" text DEFAULT 'a4' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "store_terms" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "document_legal_lines" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "pickup_requires_signature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_signatures_id_key" ON "order_signatures" USING btree ("id");--> statement-breakpoint
CREATE INDEX "order_signatures_order_idx" ON "order_signatures" USING btree ("store_id","sales_order_id","kind");--> statement-breakpoint
CREATE POLICY "order_signatures_store_isolation" ON "order_signatures" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int));