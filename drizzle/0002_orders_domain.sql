CREATE TABLE "order_watchers" (
	"store_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_watchers_store_id_sales_order_id_user_id_pk" PRIMARY KEY("store_id","sales_order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_watchers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_order_comments" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_comments_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_order_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_order_items" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"item_number" text NOT NULL,
	"service_id" integer,
	"service_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"needs_work" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_order_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer,
	"estimate_id" integer,
	"status" text DEFAULT 'placed' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"channel" text DEFAULT 'storefront' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timeline_entries" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "timeline_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"message" text NOT NULL,
	"note" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"actor_user_id" integer,
	"actor_role_id" smallint,
	"vendor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_entries_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "timeline_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "carts" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"sales_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "carts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_instructions" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "work_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_instructions_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_instructions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_images" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "work_order_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upload_id" text NOT NULL,
	"caption" text,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_images_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_order_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_orders" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"sales_order_item_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"service_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" smallint NOT NULL,
	"vendor_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"price_cents" integer,
	"due_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "estimate_items" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "estimate_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"service_id" integer,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "estimate_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "estimates" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"vendor_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"note" text,
	"quoted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"sales_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "estimates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "additional_charges" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "additional_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" smallint NOT NULL,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"token" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_charges_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "additional_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "extra_charges" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "extra_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"token" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_charges_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "extra_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"work_order_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_items_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"note" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notifications" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vendor_id" integer,
	"event_id" integer,
	"kind" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"order_no" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_watching" boolean DEFAULT false NOT NULL,
	"sales_order_id" integer,
	"work_order_id" integer,
	"estimate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feedback" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"token" text NOT NULL,
	"rating" smallint,
	"comment" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "feedback" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "domain_events" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"sales_order_id" integer,
	"vendor_id" integer,
	"actor_user_id" integer,
	"actor_role_id" smallint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_vendors" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "store_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_comments_id_key" ON "sales_order_comments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_order_comments_order_idx" ON "sales_order_comments" USING btree ("store_id","sales_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_id_key" ON "sales_order_items" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_line_key" ON "sales_order_items" USING btree ("store_id","sales_order_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_order_items_item_number_idx" ON "sales_order_items" USING btree ("item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_id_key" ON "sales_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_order_no_key" ON "sales_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_orders_store_status_created_idx" ON "sales_orders" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_store_created_idx" ON "sales_orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_entries_id_key" ON "timeline_entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "timeline_entries_order_idx" ON "timeline_entries" USING btree ("store_id","sales_order_id","created_at");--> statement-breakpoint
CREATE INDEX "timeline_entries_entity_idx" ON "timeline_entries" USING btree ("store_id","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_id_key" ON "cart_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("store_id","cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_id_key" ON "carts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_key" ON "carts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("store_id","customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "work_instructions_id_key" ON "work_instructions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "work_instructions_work_order_idx" ON "work_instructions" USING btree ("store_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_images_id_key" ON "work_order_images" USING btree ("id");--> statement-breakpoint
CREATE INDEX "work_order_images_work_order_idx" ON "work_order_images" USING btree ("store_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_id_key" ON "work_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_item_key" ON "work_orders" USING btree ("store_id","sales_order_item_id");--> statement-breakpoint
CREATE INDEX "work_orders_store_status_created_idx" ON "work_orders" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_vendor_status_created_idx" ON "work_orders" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_order_idx" ON "work_orders" USING btree ("store_id","sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_items_id_key" ON "estimate_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "estimate_items_estimate_idx" ON "estimate_items" USING btree ("store_id","estimate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_id_key" ON "estimates" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_estimate_no_key" ON "estimates" USING btree ("estimate_no");--> statement-breakpoint
CREATE INDEX "estimates_store_status_created_idx" ON "estimates" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "estimates_vendor_status_created_idx" ON "estimates" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "estimates_customer_idx" ON "estimates" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_charges_id_key" ON "additional_charges" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_charges_token_key" ON "additional_charges" USING btree ("token");--> statement-breakpoint
CREATE INDEX "additional_charges_work_order_idx" ON "additional_charges" USING btree ("store_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_charges_id_key" ON "extra_charges" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_charges_token_key" ON "extra_charges" USING btree ("token");--> statement-breakpoint
CREATE INDEX "extra_charges_order_idx" ON "extra_charges" USING btree ("store_id","sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_id_key" ON "payments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("store_id","subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_id_key" ON "invoice_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("vendor_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_id_key" ON "invoices" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_vendor_status_created_idx" ON "invoices" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_store_status_created_idx" ON "invoices" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_id_key" ON "notifications" USING btree ("id");--> statement-breakpoint
CREATE INDEX "notifications_user_tab_idx" ON "notifications" USING btree ("user_id","is_watching","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not is_read;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_id_key" ON "feedback" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_token_key" ON "feedback" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_order_key" ON "feedback" USING btree ("store_id","sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_id_key" ON "domain_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "domain_events_entity_idx" ON "domain_events" USING btree ("store_id","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_vendors_id_key" ON "store_vendors" USING btree ("id");--> statement-breakpoint
CREATE INDEX "store_vendors_vendor_idx" ON "store_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE POLICY "stores_read" ON "stores" AS PERMISSIVE FOR SELECT TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.store_id', true), '')::int or id in (select store_id from store_vendors where vendor_id = nullif(current_setting('app.vendor_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "stores_write" ON "stores" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendors_linked_read" ON "vendors" AS PERMISSIVE FOR SELECT TO public USING (id in (select vendor_id from store_vendors where store_id = nullif(current_setting('app.store_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "order_watchers_store_isolation" ON "order_watchers" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_order_comments_store_isolation" ON "sales_order_comments" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_order_comments_not_customers" ON "sales_order_comments" AS RESTRICTIVE FOR ALL TO public USING (nullif(current_setting('app.customer_id', true), '')::int is null) WITH CHECK (nullif(current_setting('app.customer_id', true), '')::int is null);--> statement-breakpoint
CREATE POLICY "sales_order_items_via_sales_orders" ON "sales_order_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = sales_order_items.store_id and p.id = sales_order_items.sales_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = sales_order_items.store_id and p.id = sales_order_items.sales_order_id));--> statement-breakpoint
CREATE POLICY "sales_orders_isolation" ON "sales_orders" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)));--> statement-breakpoint
CREATE POLICY "timeline_entries_isolation" ON "timeline_entries" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or exists (select 1 from sales_orders o where o.store_id = timeline_entries.store_id and o.id = timeline_entries.sales_order_id)))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "cart_items_via_carts" ON "cart_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from carts p where p.store_id = cart_items.store_id and p.id = cart_items.cart_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from carts p where p.store_id = cart_items.store_id and p.id = cart_items.cart_id));--> statement-breakpoint
CREATE POLICY "carts_isolation" ON "carts" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)));--> statement-breakpoint
CREATE POLICY "work_instructions_via_work_orders" ON "work_instructions" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = work_instructions.store_id and p.id = work_instructions.work_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = work_instructions.store_id and p.id = work_instructions.work_order_id));--> statement-breakpoint
CREATE POLICY "work_order_images_via_work_orders" ON "work_order_images" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = work_order_images.store_id and p.id = work_order_images.work_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = work_order_images.store_id and p.id = work_order_images.work_order_id));--> statement-breakpoint
CREATE POLICY "work_orders_select" ON "work_orders" AS PERMISSIVE FOR SELECT TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null) or (vendor_id = nullif(current_setting('app.vendor_id', true), '')::int and exists (select 1 from store_vendors sv where sv.store_id = work_orders.store_id and sv.vendor_id = work_orders.vendor_id and sv.status = 'active')));--> statement-breakpoint
CREATE POLICY "work_orders_insert" ON "work_orders" AS PERMISSIVE FOR INSERT TO public WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null));--> statement-breakpoint
CREATE POLICY "work_orders_update" ON "work_orders" AS PERMISSIVE FOR UPDATE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null) or (vendor_id = nullif(current_setting('app.vendor_id', true), '')::int and exists (select 1 from store_vendors sv where sv.store_id = work_orders.store_id and sv.vendor_id = work_orders.vendor_id and sv.status = 'active'))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null) or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or vendor_id is null);--> statement-breakpoint
CREATE POLICY "work_orders_delete" ON "work_orders" AS PERMISSIVE FOR DELETE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null));--> statement-breakpoint
CREATE POLICY "estimate_items_via_estimates" ON "estimate_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from estimates p where p.store_id = estimate_items.store_id and p.id = estimate_items.estimate_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from estimates p where p.store_id = estimate_items.store_id and p.id = estimate_items.estimate_id));--> statement-breakpoint
CREATE POLICY "estimates_select" ON "estimates" AS PERMISSIVE FOR SELECT TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)) or (vendor_id = nullif(current_setting('app.vendor_id', true), '')::int and exists (select 1 from store_vendors sv where sv.store_id = estimates.store_id and sv.vendor_id = estimates.vendor_id and sv.status = 'active')));--> statement-breakpoint
CREATE POLICY "estimates_insert" ON "estimates" AS PERMISSIVE FOR INSERT TO public WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)));--> statement-breakpoint
CREATE POLICY "estimates_update" ON "estimates" AS PERMISSIVE FOR UPDATE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)) or (vendor_id = nullif(current_setting('app.vendor_id', true), '')::int and exists (select 1 from store_vendors sv where sv.store_id = estimates.store_id and sv.vendor_id = estimates.vendor_id and sv.status = 'active'))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)) or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "estimates_delete" ON "estimates" AS PERMISSIVE FOR DELETE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)));--> statement-breakpoint
CREATE POLICY "additional_charges_via_work_orders" ON "additional_charges" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = additional_charges.store_id and p.id = additional_charges.work_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from work_orders p where p.store_id = additional_charges.store_id and p.id = additional_charges.work_order_id));--> statement-breakpoint
CREATE POLICY "extra_charges_via_sales_orders" ON "extra_charges" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = extra_charges.store_id and p.id = extra_charges.sales_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = extra_charges.store_id and p.id = extra_charges.sales_order_id));--> statement-breakpoint
CREATE POLICY "idempotency_keys_store_isolation" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "payments_store_isolation" ON "payments" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "invoice_items_via_invoices" ON "invoice_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from invoices p where p.vendor_id = invoice_items.vendor_id and p.id = invoice_items.invoice_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from invoices p where p.vendor_id = invoice_items.vendor_id and p.id = invoice_items.invoice_id and p.vendor_id = nullif(current_setting('app.vendor_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "invoices_select" ON "invoices" AS PERMISSIVE FOR SELECT TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null));--> statement-breakpoint
CREATE POLICY "invoices_insert" ON "invoices" AS PERMISSIVE FOR INSERT TO public WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (vendor_id = nullif(current_setting('app.vendor_id', true), '')::int and exists (select 1 from store_vendors sv where sv.store_id = invoices.store_id and sv.vendor_id = invoices.vendor_id)));--> statement-breakpoint
CREATE POLICY "invoices_update" ON "invoices" AS PERMISSIVE FOR UPDATE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and nullif(current_setting('app.customer_id', true), '')::int is null));--> statement-breakpoint
CREATE POLICY "invoices_delete" ON "invoices" AS PERMISSIVE FOR DELETE TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "notifications_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or user_id = nullif(current_setting('app.user_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or user_id = nullif(current_setting('app.user_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "feedback_via_sales_orders" ON "feedback" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = feedback.store_id and p.id = feedback.sales_order_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from sales_orders p where p.store_id = feedback.store_id and p.id = feedback.sales_order_id));--> statement-breakpoint
CREATE POLICY "domain_events_isolation" ON "domain_events" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);