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
CREATE INDEX "customers_store_name_idx" ON "customers" USING btree ("store_id","last_name","first_name");--> statement-breakpoint
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