ALTER TABLE "auto_process_chat_records" ADD COLUMN "step" jsonb;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD COLUMN "step" jsonb;