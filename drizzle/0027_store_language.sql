ALTER TABLE "store_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;