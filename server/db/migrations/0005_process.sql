CREATE TABLE "process_crafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_crafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) DEFAULT '' NOT NULL,
	"stage" varchar(24) NOT NULL,
	"seq" smallint NOT NULL,
	"equipment_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tool_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"it_grade" smallint,
	"ra" numeric(12, 3),
	"time_basis" varchar(16) NOT NULL,
	"time_factor" numeric(12, 3) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(80) DEFAULT '' NOT NULL,
	"type" varchar(24) NOT NULL,
	"travel_x" numeric(12, 3) DEFAULT 0 NOT NULL,
	"travel_y" numeric(12, 3) DEFAULT 0 NOT NULL,
	"travel_z" numeric(12, 3) DEFAULT 0 NOT NULL,
	"axes" smallint DEFAULT 0 NOT NULL,
	"max_rpm" integer DEFAULT 0 NOT NULL,
	"hourly_rate" numeric(12, 3) DEFAULT 0 NOT NULL,
	"workshop" varchar(60) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"text_key" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"context" jsonb NOT NULL,
	"operations" jsonb NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64) DEFAULT '' NOT NULL,
	"dispatch_id" varchar(100),
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_tools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_tools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(80) DEFAULT '' NOT NULL,
	"type" varchar(24) NOT NULL,
	"diameter" numeric(12, 3),
	"size" varchar(16) DEFAULT '' NOT NULL,
	"tool_material" varchar(40) DEFAULT '' NOT NULL,
	"coating" varchar(40) DEFAULT '' NOT NULL,
	"suitable_materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "status" varchar(16) DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "error" jsonb;--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "inputs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "geometry" jsonb;--> statement-breakpoint
ALTER TABLE "auto_process_chat_records" ADD COLUMN "drawing" jsonb;--> statement-breakpoint
ALTER TABLE "auto_process_files" ADD COLUMN "kind" varchar(4);--> statement-breakpoint
ALTER TABLE "auto_process_files" ADD COLUMN "format" varchar(8);--> statement-breakpoint
CREATE UNIQUE INDEX "process_crafts_code_idx" ON "process_crafts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "process_equipment_code_idx" ON "process_equipment" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "process_messages_record_idx" ON "process_messages" USING btree ("record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_routes_version_idx" ON "process_routes" USING btree ("record_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "process_tools_code_idx" ON "process_tools" USING btree (lower("code"));