CREATE TABLE "sales_order_item_photos" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_item_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_item_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_item_photos_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_order_item_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "condition_notes" text;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "declared_value_cents" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_item_photos_id_key" ON "sales_order_item_photos" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_order_item_photos_item_idx" ON "sales_order_item_photos" USING btree ("store_id","sales_order_item_id");--> statement-breakpoint
CREATE POLICY "sales_order_item_photos_via_sales_order_items" ON "sales_order_item_photos" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_order_items p where p.store_id = sales_order_item_photos.store_id and p.id = sales_order_item_photos.sales_order_item_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_order_items p where p.store_id = sales_order_item_photos.store_id and p.id = sales_order_item_photos.sales_order_item_id));