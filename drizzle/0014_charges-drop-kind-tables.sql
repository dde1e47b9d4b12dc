DROP POLICY "additional_charges_via_work_orders" ON "additional_charges" CASCADE;--> statement-breakpoint
DROP TABLE "additional_charges" CASCADE;--> statement-breakpoint
DROP POLICY "extra_charges_via_sales_orders" ON "extra_charges" CASCADE;--> statement-breakpoint
DROP TABLE "extra_charges" CASCADE;