ALTER TABLE "sales_orders" ADD COLUMN "stage_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Orders that exist already entered their status when their timeline last moved them into it.
UPDATE "sales_orders" o SET "stage_since" = coalesce(
  (SELECT max(t.created_at) FROM "timeline_entries" t
   WHERE t.store_id = o.store_id AND t.entity = 'sales_order' AND t.entity_id = o.id AND t.to_status = o.status),
  o.created_at);
