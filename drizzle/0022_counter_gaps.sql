ALTER TABLE "estimates" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "estimates" e SET "customer_phone" = c."phone" FROM "customers" c WHERE c."store_id" = e."store_id" AND c."id" = e."customer_id" AND c."phone" IS NOT NULL;--> statement-breakpoint
UPDATE "feedback" f SET "location_id" = o."location_id" FROM "sales_orders" o WHERE o."store_id" = f."store_id" AND o."id" = f."sales_order_id";
