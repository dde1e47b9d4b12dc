DROP INDEX "sales_orders_store_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "sales_orders_store_status_created_idx" ON "sales_orders" USING btree ("store_id","status","created_at","id","customer_id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_created_idx" ON "sales_orders" USING btree ("status","created_at","id","store_id","customer_id");