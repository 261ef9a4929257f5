CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_record_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"text_key" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"part_id" integer NOT NULL,
	"config_version_id" integer NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_config_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_config_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_part_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_part_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"part_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"format" varchar(8) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"stored_path" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" varchar(128) NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"chat_record_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"error" jsonb,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"config_id" integer,
	"geometry" jsonb,
	"drawing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_tasks" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chat_record_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_record_id_chat_records_id_fk" FOREIGN KEY ("chat_record_id") REFERENCES "public"."chat_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_quotes" ADD CONSTRAINT "part_quotes_part_id_quote_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."quote_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_quotes" ADD CONSTRAINT "part_quotes_config_version_id_quote_config_versions_id_fk" FOREIGN KEY ("config_version_id") REFERENCES "public"."quote_config_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_config_versions" ADD CONSTRAINT "quote_config_versions_config_id_quote_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."quote_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_config_versions" ADD CONSTRAINT "quote_config_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_configs" ADD CONSTRAINT "quote_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_part_files" ADD CONSTRAINT "quote_part_files_part_id_quote_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."quote_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD CONSTRAINT "quote_parts_task_id_quote_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quote_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD CONSTRAINT "quote_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD CONSTRAINT "quote_parts_chat_record_id_chat_records_id_fk" FOREIGN KEY ("chat_record_id") REFERENCES "public"."chat_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_parts" ADD CONSTRAINT "quote_parts_config_id_quote_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."quote_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_tasks" ADD CONSTRAINT "quote_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_tasks" ADD CONSTRAINT "quote_tasks_chat_record_id_chat_records_id_fk" FOREIGN KEY ("chat_record_id") REFERENCES "public"."chat_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_record_idx" ON "chat_messages" USING btree ("chat_record_id","id");--> statement-breakpoint
CREATE INDEX "part_quotes_part_idx" ON "part_quotes" USING btree ("part_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_config_versions_idx" ON "quote_config_versions" USING btree ("config_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_configs_one_default_idx" ON "quote_configs" USING btree ("is_default") WHERE "quote_configs"."is_default" and "quote_configs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quote_part_files_part_idx" ON "quote_part_files" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "quote_parts_task_idx" ON "quote_parts" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "quote_parts_user_idx" ON "quote_parts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "quote_parts_record_idx" ON "quote_parts" USING btree ("chat_record_id");--> statement-breakpoint
CREATE INDEX "quote_tasks_status_idx" ON "quote_tasks" USING btree ("status");