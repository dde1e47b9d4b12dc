ALTER TABLE "vendors" ADD COLUMN "invoice_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "invoice_note" text DEFAULT '' NOT NULL;