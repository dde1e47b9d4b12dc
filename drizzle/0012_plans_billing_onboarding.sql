CREATE TABLE "bill_items" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bill_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"platform_invoice_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "bill_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"owner_type" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_owner_type_owner_id_pk" PRIMARY KEY("owner_type","owner_id")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" text DEFAULT 'store' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_price_cents" integer DEFAULT 0 NOT NULL,
	"per_location_price_cents" integer DEFAULT 0 NOT NULL,
	"included_locations" integer DEFAULT 1 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "platform_invoices" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "platform_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"provider" text,
	"provider_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_invoices_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "platform_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_onboarding" (
	"store_id" integer NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_onboarding_store_id_pk" PRIMARY KEY("store_id")
);
--> statement-breakpoint
ALTER TABLE "store_onboarding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_subscriptions" (
	"store_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"locations" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"checkout_reference" text,
	"monthly_total_cents" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_subscriptions_store_id_pk" PRIMARY KEY("store_id")
);
--> statement-breakpoint
ALTER TABLE "store_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_subscriptions" (
	"vendor_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"locations" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"checkout_reference" text,
	"monthly_total_cents" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_subscriptions_vendor_id_pk" PRIMARY KEY("vendor_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "fixed_shipping_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_subscriptions" ADD CONSTRAINT "vendor_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_items_id_key" ON "bill_items" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_key" ON "payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_id_key" ON "platform_invoices" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_invoice_no_key" ON "platform_invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_provider_reference_key" ON "platform_invoices" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "platform_invoices_store_created_idx" ON "platform_invoices" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE POLICY "bill_items_store_isolation" ON "bill_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "payout_accounts_owner" ON "payout_accounts" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (owner_type = 1 and owner_id = nullif(current_setting('app.store_id', true), '')::int) or (owner_type = 2 and owner_id = nullif(current_setting('app.vendor_id', true), '')::int)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (owner_type = 1 and owner_id = nullif(current_setting('app.store_id', true), '')::int) or (owner_type = 2 and owner_id = nullif(current_setting('app.vendor_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "plans_read" ON "plans" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "plans_platform_write" ON "plans" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "platform_invoices_store_isolation" ON "platform_invoices" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "store_onboarding_store_isolation" ON "store_onboarding" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "store_subscriptions_store_isolation" ON "store_subscriptions" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or store_id = nullif(current_setting('app.store_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stripe_events_platform" ON "stripe_events" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "vendor_subscriptions_vendor_isolation" ON "vendor_subscriptions" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);