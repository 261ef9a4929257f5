ALTER TABLE "auto_process_chat_records" ADD COLUMN "lease_owner" varchar(80);--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD COLUMN "lease_owner" varchar(80);--> statement-breakpoint
ALTER TABLE "quote_parts" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auto_process_unfinished_idx" ON "auto_process_chat_records" USING btree ("status") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "quote_parts_unfinished_idx" ON "quote_parts" USING btree ("status") WHERE status in ('pending', 'running');