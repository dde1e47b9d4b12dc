CREATE TABLE "estimate_images" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "estimate_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estimate_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_images_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "estimate_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "follow_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_images_id_key" ON "estimate_images" USING btree ("id");--> statement-breakpoint
CREATE INDEX "estimate_images_estimate_idx" ON "estimate_images" USING btree ("store_id","estimate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_follow_token_key" ON "estimates" USING btree ("follow_token");--> statement-breakpoint
CREATE POLICY "estimate_images_via_estimates" ON "estimate_images" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from estimates p where p.store_id = estimate_images.store_id and p.id = estimate_images.estimate_id)) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or exists (select 1 from estimates p where p.store_id = estimate_images.store_id and p.id = estimate_images.estimate_id));