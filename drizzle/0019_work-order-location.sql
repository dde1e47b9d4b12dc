ALTER TABLE "work_orders" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "work_orders" w SET "location_id" = s."location_id" FROM "sales_orders" s WHERE s."store_id" = w."store_id" AND s."id" = w."sales_order_id";
