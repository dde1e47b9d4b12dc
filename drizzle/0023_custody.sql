CREATE TABLE "custody_events" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custody_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"sales_order_item_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"work_order_id" integer,
	"vendor_id" integer,
	"kind" text NOT NULL,
	"from_kind" text,
	"from_id" integer,
	"from_name" text,
	"to_kind" text NOT NULL,
	"to_id" integer,
	"to_name" text,
	"location_id" integer,
	"method" text NOT NULL,
	"photo_upload_id" text,
	"note" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"actor_user_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custody_events_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "custody_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "custody_settings" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custody_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"show_names_to_customer" boolean DEFAULT false NOT NULL,
	"stage_target_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warranty_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custody_settings_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "custody_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_transfers" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "item_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"sales_order_item_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"note" text,
	"sent_by_user_id" integer,
	"received_by_user_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_transfers_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "item_transfers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "redos" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "redos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_sales_order_id" integer NOT NULL,
	"original_item_id" integer NOT NULL,
	"original_item_number" text NOT NULL,
	"original_work_order_id" integer,
	"vendor_id" integer,
	"service_id" integer,
	"service_name" text NOT NULL,
	"reason" text NOT NULL,
	"within_warranty" boolean NOT NULL,
	"charged" boolean NOT NULL,
	"redo_sales_order_id" integer NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redos_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "redos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "custody_events_id_key" ON "custody_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "custody_events_item_idx" ON "custody_events" USING btree ("store_id","sales_order_item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "custody_events_vendor_idx" ON "custody_events" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custody_settings_id_key" ON "custody_settings" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "custody_settings_store_key" ON "custody_settings" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_transfers_id_key" ON "item_transfers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "item_transfers_item_idx" ON "item_transfers" USING btree ("store_id","sales_order_item_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "redos_id_key" ON "redos" USING btree ("id");--> statement-breakpoint
CREATE INDEX "redos_original_item_idx" ON "redos" USING btree ("store_id","original_item_id");--> statement-breakpoint
CREATE INDEX "redos_vendor_idx" ON "redos" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE POLICY "custody_events_select" ON "custody_events" AS PERMISSIVE FOR SELECT TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null) or (vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int) and exists (select 1 from store_vendors sv where sv.store_id = custody_events.store_id and sv.vendor_id = custody_events.vendor_id and sv.status = 'active')));--> statement-breakpoint
CREATE POLICY "custody_events_insert" ON "custody_events" AS PERMISSIVE FOR INSERT TO public WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null) or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "custody_events_update" ON "custody_events" AS PERMISSIVE FOR UPDATE TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null));--> statement-breakpoint
CREATE POLICY "custody_events_delete" ON "custody_events" AS PERMISSIVE FOR DELETE TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null));--> statement-breakpoint
CREATE POLICY "custody_settings_store_isolation" ON "custody_settings" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "item_transfers_store_isolation" ON "item_transfers" AS PERMISSIVE FOR ALL TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or store_id = (select nullif(current_setting('app.store_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "redos_select" ON "redos" AS PERMISSIVE FOR SELECT TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null) or (vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int) and exists (select 1 from store_vendors sv where sv.store_id = redos.store_id and sv.vendor_id = redos.vendor_id and sv.status = 'active')));--> statement-breakpoint
CREATE POLICY "redos_insert" ON "redos" AS PERMISSIVE FOR INSERT TO public WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null) or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "redos_update" ON "redos" AS PERMISSIVE FOR UPDATE TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null)) WITH CHECK ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null));--> statement-breakpoint
CREATE POLICY "redos_delete" ON "redos" AS PERMISSIVE FOR DELETE TO public USING ((select coalesce(current_setting('app.platform', true), '') = 'on') or (store_id = (select nullif(current_setting('app.store_id', true), '')::int) and (select nullif(current_setting('app.customer_id', true), '')::int) is null));