ALTER TABLE "timeline_entries" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "custody_events" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "custody_events" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "custody_events" ADD COLUMN "flag_reason_key" text;--> statement-breakpoint
ALTER TABLE "custody_events" ADD COLUMN "flag_reason_params" jsonb;