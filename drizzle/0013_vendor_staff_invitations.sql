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
CREATE POLICY "vendor_staff_invitations_vendor_isolation" ON "vendor_staff_invitations" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or vendor_id = nullif(current_setting('app.vendor_id', true), '')::int);