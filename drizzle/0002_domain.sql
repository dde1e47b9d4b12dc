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
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_addresses" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "store_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" text NOT NULL,
	"address_type" text DEFAULT 'shipping' NOT NULL,
	"contact_name" text,
	"company" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country_code" text NOT NULL,
	"phone" text,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_addresses_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "store_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_addresses" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" text NOT NULL,
	"address_type" text DEFAULT 'shipping' NOT NULL,
	"contact_name" text,
	"company" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country_code" text NOT NULL,
	"phone" text,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_addresses_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_categories" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "item_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_categories_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "item_categories_store_tag_key" UNIQUE("store_id","tag")
);
--> statement-breakpoint
ALTER TABLE "item_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "logic_rules" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "logic_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"logic_id" integer NOT NULL,
	"logic_sequence_number" integer NOT NULL,
	"compare_option_field" integer NOT NULL,
	"operator_type" text NOT NULL,
	"compare_to" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logic_rules_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "logic_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_logics" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "option_logics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"action" text NOT NULL,
	"conditional_join" text NOT NULL,
	"apply_to_option_id" integer NOT NULL,
	"is_logic_enable" boolean DEFAULT false NOT NULL,
	"logic_rule" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_logics_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "option_logics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_value_images" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "option_value_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value_id" integer NOT NULL,
	"url" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_value_images_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "option_value_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_values" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "option_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"value" text NOT NULL,
	"sku" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_values_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "option_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "service_categories" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "service_categories_store_tag_key" UNIQUE("store_id","tag")
);
--> statement-breakpoint
ALTER TABLE "service_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "service_images" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_images_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "service_options" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"type" smallint NOT NULL,
	"tag" text NOT NULL,
	"label" text NOT NULL,
	"toggles" jsonb NOT NULL,
	"meta_data" jsonb NOT NULL,
	"advance_option_meta_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_options_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "commission_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vendor_id" integer,
	"commission_type" text NOT NULL,
	"rate_percent" numeric(6, 3),
	"amount_cents" integer,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "commission_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insurances" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "insurances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"provider" text,
	"rate_percent" numeric(6, 3) DEFAULT 0 NOT NULL,
	"min_premium_cents" integer DEFAULT 0 NOT NULL,
	"max_coverage_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurances_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "insurances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "price_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_list_id" integer NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_list_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_lists" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_price_list_items" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_price_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_price_list_items_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_price_list_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_price_lists" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_price_lists_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_price_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_invitations" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"vendor_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_invitations_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer,
	"vendor_id" integer,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_owner_check" CHECK (store_id is not null or vendor_id is not null)
);
--> statement-breakpoint
ALTER TABLE "uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_vendors" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "store_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_rules" ADD CONSTRAINT "logic_rules_store_id_logic_id_option_logics_store_id_id_fk" FOREIGN KEY ("store_id","logic_id") REFERENCES "public"."option_logics"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_logics" ADD CONSTRAINT "option_logics_store_id_option_id_service_options_store_id_id_fk" FOREIGN KEY ("store_id","option_id") REFERENCES "public"."service_options"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_value_images" ADD CONSTRAINT "option_value_images_store_id_value_id_option_values_store_id_id_fk" FOREIGN KEY ("store_id","value_id") REFERENCES "public"."option_values"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_store_id_option_id_service_options_store_id_id_fk" FOREIGN KEY ("store_id","option_id") REFERENCES "public"."service_options"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_store_id_service_id_services_store_id_id_fk" FOREIGN KEY ("store_id","service_id") REFERENCES "public"."services"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_store_id_service_id_services_store_id_id_fk" FOREIGN KEY ("store_id","service_id") REFERENCES "public"."services"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_store_id_price_list_id_price_lists_store_id_id_fk" FOREIGN KEY ("store_id","price_list_id") REFERENCES "public"."price_lists"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_store_id_service_id_services_store_id_id_fk" FOREIGN KEY ("store_id","service_id") REFERENCES "public"."services"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_price_list_items" ADD CONSTRAINT "vendor_price_list_items_vendor_id_price_list_id_vendor_price_lists_vendor_id_id_fk" FOREIGN KEY ("vendor_id","price_list_id") REFERENCES "public"."vendor_price_lists"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_price_lists" ADD CONSTRAINT "vendor_price_lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_comments_id_key" ON "sales_order_comments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_order_comments_order_idx" ON "sales_order_comments" USING btree ("store_id","sales_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_id_key" ON "sales_order_items" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_line_key" ON "sales_order_items" USING btree ("store_id","sales_order_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_order_items_item_number_idx" ON "sales_order_items" USING btree ("item_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_id_key" ON "sales_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_order_no_key" ON "sales_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_orders_store_status_created_idx" ON "sales_orders" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_store_created_idx" ON "sales_orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_created_idx" ON "sales_orders" USING btree ("status","created_at","id");--> statement-breakpoint
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
CREATE INDEX "cities_country_name_idx" ON "cities" USING btree ("country_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "store_addresses_id_key" ON "store_addresses" USING btree ("id");--> statement-breakpoint
CREATE INDEX "store_addresses_store_label_idx" ON "store_addresses" USING btree ("store_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_addresses_id_key" ON "vendor_addresses" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_addresses_vendor_label_idx" ON "vendor_addresses" USING btree ("vendor_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "item_categories_id_key" ON "item_categories" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "logic_rules_id_key" ON "logic_rules" USING btree ("id");--> statement-breakpoint
CREATE INDEX "logic_rules_logic_idx" ON "logic_rules" USING btree ("store_id","logic_id","logic_sequence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "option_logics_id_key" ON "option_logics" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_logics_option_key" ON "option_logics" USING btree ("store_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_value_images_id_key" ON "option_value_images" USING btree ("id");--> statement-breakpoint
CREATE INDEX "option_value_images_value_idx" ON "option_value_images" USING btree ("store_id","value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_values_id_key" ON "option_values" USING btree ("id");--> statement-breakpoint
CREATE INDEX "option_values_option_idx" ON "option_values" USING btree ("store_id","option_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "option_values_option_sku_key" ON "option_values" USING btree ("store_id","option_id","sku") WHERE sku is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_id_key" ON "service_categories" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_images_id_key" ON "service_images" USING btree ("id");--> statement-breakpoint
CREATE INDEX "service_images_service_idx" ON "service_images" USING btree ("store_id","service_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "service_options_id_key" ON "service_options" USING btree ("id");--> statement-breakpoint
CREATE INDEX "service_options_service_idx" ON "service_options" USING btree ("store_id","service_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_id_key" ON "commission_rules" USING btree ("id");--> statement-breakpoint
CREATE INDEX "commission_rules_store_priority_idx" ON "commission_rules" USING btree ("store_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "insurances_id_key" ON "insurances" USING btree ("id");--> statement-breakpoint
CREATE INDEX "insurances_store_name_idx" ON "insurances" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_id_key" ON "price_list_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "price_list_items_list_idx" ON "price_list_items" USING btree ("store_id","price_list_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_id_key" ON "price_lists" USING btree ("id");--> statement-breakpoint
CREATE INDEX "price_lists_store_name_idx" ON "price_lists" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_price_list_items_id_key" ON "vendor_price_list_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_price_list_items_list_idx" ON "vendor_price_list_items" USING btree ("vendor_id","price_list_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_price_lists_id_key" ON "vendor_price_lists" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_price_lists_vendor_name_idx" ON "vendor_price_lists" USING btree ("vendor_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invitations_id_key" ON "vendor_invitations" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invitations_token_key" ON "vendor_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_invitations_store_email_idx" ON "vendor_invitations" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "uploads_store_idx" ON "uploads" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "uploads_vendor_idx" ON "uploads" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_vendors_id_key" ON "store_vendors" USING btree ("id");--> statement-breakpoint
CREATE INDEX "store_vendors_vendor_idx" ON "store_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "customers_store_name_idx" ON "customers" USING btree ("store_id","last_name","first_name");--> statement-breakpoint
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
CREATE POLICY "domain_events_isolation" ON "domain_events" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "cities_read" ON "cities" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "cities_platform_write" ON "cities" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "countries_read" ON "countries" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "countries_platform_write" ON "countries" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "store_addresses_store_isolation" ON "store_addresses" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_addresses_vendor_isolation" ON "vendor_addresses" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "item_categories_store_isolation" ON "item_categories" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "logic_rules_store_isolation" ON "logic_rules" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "option_logics_store_isolation" ON "option_logics" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "option_value_images_store_isolation" ON "option_value_images" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "option_values_store_isolation" ON "option_values" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "service_categories_store_isolation" ON "service_categories" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "service_images_store_isolation" ON "service_images" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "service_options_store_isolation" ON "service_options" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "commission_rules_store_isolation" ON "commission_rules" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "insurances_store_isolation" ON "insurances" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "price_list_items_store_isolation" ON "price_list_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "price_lists_store_isolation" ON "price_lists" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_price_list_items_vendor_isolation" ON "vendor_price_list_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_price_lists_vendor_isolation" ON "vendor_price_lists" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_invitations_store_isolation" ON "vendor_invitations" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "uploads_isolation" ON "uploads" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or uploaded_by = nullif(current_setting('app.user_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or uploaded_by = nullif(current_setting('app.user_id', true), '')::int)));--> statement-breakpoint
ALTER POLICY "users_isolation" ON "users" TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.user_id', true), '')::int or (nullif(current_setting('app.customer_id', true), '')::int is null and (store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (nullif(current_setting('app.customer_id', true), '')::int is null and (store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int)));--> statement-breakpoint
ALTER POLICY "customers_store_isolation" ON "customers" TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or id = nullif(current_setting('app.customer_id', true), '')::int or user_id = nullif(current_setting('app.user_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or id = nullif(current_setting('app.customer_id', true), '')::int or user_id = nullif(current_setting('app.user_id', true), '')::int)));