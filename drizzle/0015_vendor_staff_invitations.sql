CREATE TABLE "vendor_staff_invitations" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_staff_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"user_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_staff_invitations_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_staff_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_staff_invitations" ADD CONSTRAINT "vendor_staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff_invitations" ADD CONSTRAINT "vendor_staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_staff_invitations_id_key" ON "vendor_staff_invitations" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_staff_invitations_token_key" ON "vendor_staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_staff_invitations_vendor_email_idx" ON "vendor_staff_invitations" USING btree ("vendor_id","email");--> statement-breakpoint
CREATE POLICY "vendor_staff_invitations_vendor_isolation" ON "vendor_staff_invitations" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE TABLE "vendor_customers" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_customers_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_sales_order_items" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_sales_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"name" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_sales_order_items_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_sales_order_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_sales_orders" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"due_at" date,
	"note" text DEFAULT '' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_sales_orders_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_sales_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"vendor_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_services_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_sales_order_items" ADD CONSTRAINT "vendor_sales_order_items_vendor_id_sales_order_id_vendor_sales_orders_vendor_id_id_fk" FOREIGN KEY ("vendor_id","sales_order_id") REFERENCES "public"."vendor_sales_orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sales_orders" ADD CONSTRAINT "vendor_sales_orders_vendor_id_customer_id_vendor_customers_vendor_id_id_fk" FOREIGN KEY ("vendor_id","customer_id") REFERENCES "public"."vendor_customers"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_customers_id_key" ON "vendor_customers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_customers_vendor_name_idx" ON "vendor_customers" USING btree ("vendor_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sales_order_items_id_key" ON "vendor_sales_order_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_sales_order_items_order_idx" ON "vendor_sales_order_items" USING btree ("vendor_id","sales_order_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sales_orders_id_key" ON "vendor_sales_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sales_orders_order_no_key" ON "vendor_sales_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "vendor_sales_orders_vendor_created_idx" ON "vendor_sales_orders" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_services_id_key" ON "vendor_services" USING btree ("id");--> statement-breakpoint
CREATE INDEX "vendor_services_vendor_name_idx" ON "vendor_services" USING btree ("vendor_id","name");--> statement-breakpoint
CREATE POLICY "vendor_customers_vendor_isolation" ON "vendor_customers" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_sales_order_items_vendor_isolation" ON "vendor_sales_order_items" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_sales_orders_vendor_isolation" ON "vendor_sales_orders" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vendor_services_vendor_isolation" ON "vendor_services" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);