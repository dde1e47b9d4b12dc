CREATE TABLE "customer_addresses" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	CONSTRAINT "customer_addresses_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_id_key" ON "customer_addresses" USING btree ("id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE POLICY "customer_addresses_isolation" ON "customer_addresses" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (store_id = nullif(current_setting('app.store_id', true), '')::int and (nullif(current_setting('app.customer_id', true), '')::int is null or customer_id = nullif(current_setting('app.customer_id', true), '')::int)));