CREATE TABLE "vendor_bank_accounts" (
	"vendor_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number_sealed" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"routing_last4" text NOT NULL,
	"account_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bank_accounts_vendor_id_pk" PRIMARY KEY("vendor_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_bank_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_bank_accounts" ADD CONSTRAINT "vendor_bank_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "vendor_bank_accounts_vendor_isolation" ON "vendor_bank_accounts" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);