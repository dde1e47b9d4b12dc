CREATE TABLE "store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"background_color" text,
	"border_color" text,
	"button_color" text,
	"button_hover_color" text,
	"button_hover_font_color" text,
	"font_color" text,
	"top_bar_color" text,
	"top_bar_text" text,
	"logo" text,
	"favicon" text,
	"privacy_policy_link" text,
	"terms_conditions_link" text,
	"top_up_amount_cents" integer DEFAULT 0 NOT NULL,
	"use_platform_shipping" boolean DEFAULT true NOT NULL,
	"is_fixed_shipping" boolean DEFAULT false NOT NULL,
	"has_default_address" boolean DEFAULT false NOT NULL,
	"shipping_account_type" integer,
	"is_order_tracking_enabled" boolean DEFAULT true NOT NULL,
	"ada_script" text,
	"google_analytics_script" text,
	"google_tag_script" text,
	"is_custom_font_style" boolean DEFAULT false NOT NULL,
	"font_style" text,
	"is_own_font" boolean DEFAULT false NOT NULL,
	"regular_font_family_url" text,
	"bold_font_family_url" text,
	"italic_font_family_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_vendors" (
	"store_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_vendors_store_id_vendor_id_pk" PRIMARY KEY("store_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "store_vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"custom_domain" text,
	"name" text NOT NULL,
	"first_name" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_onboarding_complete" boolean DEFAULT false NOT NULL,
	"is_international_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text,
	"subscription_step" text DEFAULT 'pending' NOT NULL,
	"address_step" text DEFAULT 'pending' NOT NULL,
	"bank_account_step" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "staff_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"module_id" smallint NOT NULL,
	"location_id" integer,
	"actions" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role_id" smallint NOT NULL,
	"store_id" integer,
	"vendor_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "locations" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country" text NOT NULL,
	"phone" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "services" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"item_tag" text,
	"top_level_tag" text,
	"image" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_vendors" ADD CONSTRAINT "store_vendors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_vendors" ADD CONSTRAINT "store_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_key" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_custom_domain_key" ON "stores" USING btree ("custom_domain");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "staff_permissions_user_idx" ON "staff_permissions" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree ("audience",(case when audience = 'storefront' then store_id else 0 end),lower("email"));--> statement-breakpoint
CREATE INDEX "users_store_idx" ON "users" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "users_vendor_idx" ON "users" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_id_key" ON "customers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_id_key" ON "locations" USING btree ("id");--> statement-breakpoint
CREATE INDEX "locations_store_name_idx" ON "locations" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "services_id_key" ON "services" USING btree ("id");--> statement-breakpoint
CREATE INDEX "services_store_sequence_idx" ON "services" USING btree ("store_id","sequence");--> statement-breakpoint
CREATE POLICY "store_settings_store_isolation" ON "store_settings" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "store_vendors_isolation" ON "store_vendors" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendors_isolation" ON "vendors" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "refresh_tokens_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or user_id = nullif(current_setting('app.user_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or user_id = nullif(current_setting('app.user_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "staff_permissions_store_isolation" ON "staff_permissions" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "users_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or id = nullif(current_setting('app.user_id', true), '')::int or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "customers_store_isolation" ON "customers" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "locations_store_isolation" ON "locations" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "services_store_isolation" ON "services" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);