CREATE TABLE "charges" (
	"store_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"sales_order_id" integer NOT NULL,
	"work_order_id" integer,
	"item_number" text,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" smallint DEFAULT 1 NOT NULL,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"token" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "charges_kind_check" CHECK (("charges"."kind" = 'additional' and "charges"."work_order_id" is not null and "charges"."item_number" is not null) or ("charges"."kind" = 'extra' and "charges"."work_order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_id_key" ON "charges" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_token_key" ON "charges" USING btree ("token");--> statement-breakpoint
CREATE INDEX "charges_work_order_idx" ON "charges" USING btree ("store_id","work_order_id");--> statement-breakpoint
CREATE INDEX "charges_order_idx" ON "charges" USING btree ("store_id","sales_order_id");--> statement-breakpoint
CREATE POLICY "charges_via_parent" ON "charges" AS PERMISSIVE FOR ALL TO public USING (coalesce(current_setting('app.platform', true), '') = 'on' or (kind = 'additional' and exists (select 1 from work_orders p where p.store_id = charges.store_id and p.id = charges.work_order_id)) or (kind = 'extra' and exists (select 1 from sales_orders p where p.store_id = charges.store_id and p.id = charges.sales_order_id))) WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on' or (kind = 'additional' and exists (select 1 from work_orders p where p.store_id = charges.store_id and p.id = charges.work_order_id)) or (kind = 'extra' and exists (select 1 from sales_orders p where p.store_id = charges.store_id and p.id = charges.sales_order_id)));--> statement-breakpoint
-- Both kinds move into the one table. Additional charges keep their ids; extra charges are numbered after
-- them (ids are unique across the table), and what names an extra charge by id follows: its timeline
-- entries, domain events and payments. Event names (additional_charge.*, extra_charge.*) stay.
-- The offset passes every old id of either kind, so no new id meets an old one mid-update.
CREATE TEMP TABLE "extra_charge_ids" AS
  SELECT e.id AS old_id, e.id + greatest(
    (SELECT coalesce(max(a.id), 0) FROM "additional_charges" a),
    (SELECT coalesce(max(x.id), 0) FROM "extra_charges" x)) AS new_id
  FROM "extra_charges" e;--> statement-breakpoint
INSERT INTO "charges" ("store_id", "id", "kind", "sales_order_id", "work_order_id", "item_number", "amount_cents",
  "reason", "requested_by", "requested_by_user_id", "status", "token", "paid_at", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT "store_id", "id", 'additional', "sales_order_id", "work_order_id", "item_number", "amount_cents", "reason",
  "requested_by", "requested_by_user_id", "status", "token", "paid_at", "created_at", "updated_at"
FROM "additional_charges";--> statement-breakpoint
INSERT INTO "charges" ("store_id", "id", "kind", "sales_order_id", "work_order_id", "item_number", "amount_cents",
  "reason", "requested_by", "requested_by_user_id", "status", "token", "paid_at", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT e."store_id", m.new_id, 'extra', e."sales_order_id", NULL, NULL, e."amount_cents", e."reason", 1,
  e."requested_by_user_id", e."status", e."token", e."paid_at", e."created_at", e."updated_at"
FROM "extra_charges" e JOIN "extra_charge_ids" m ON m.old_id = e.id;--> statement-breakpoint
UPDATE "timeline_entries" t SET "entity_id" = m.new_id
FROM "extra_charge_ids" m WHERE t.entity = 'extra_charge' AND t.entity_id = m.old_id;--> statement-breakpoint
UPDATE "domain_events" d SET "entity_id" = m.new_id,
  "payload" = jsonb_set(d.payload, '{extra_charge_id}', to_jsonb(m.new_id))
FROM "extra_charge_ids" m WHERE d.entity = 'extra_charge' AND d.entity_id = m.old_id;--> statement-breakpoint
UPDATE "payments" p SET "subject_id" = m.new_id,
  "idempotency_key" = CASE WHEN p.idempotency_key = 'extra_charge:' || m.old_id
    THEN 'extra_charge:' || m.new_id ELSE p.idempotency_key END
FROM "extra_charge_ids" m WHERE p.subject = 'extra_charge' AND p.subject_id = m.old_id;--> statement-breakpoint
DROP TABLE "extra_charge_ids";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('charges', 'id'), coalesce((SELECT max(id) FROM "charges"), 0) + 1, false);
