CREATE TABLE "quote_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor" jsonb NOT NULL,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"part_key" varchar(64) NOT NULL,
	"part_name" varchar(255) NOT NULL,
	"files" jsonb NOT NULL,
	"material" varchar(60) NOT NULL,
	"part_class" varchar(32),
	"facts" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"quoted_unit_price" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"unit_price_with_tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"total_with_tax" numeric(14, 2) NOT NULL,
	"config_id" integer NOT NULL,
	"config_name" varchar(100) NOT NULL,
	"config_version" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustment" jsonb
);
--> statement-breakpoint
CREATE TABLE "quote_order_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"tax_rate" varchar(16) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"total_with_tax" numeric(14, 2) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"source_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "quote_part_keys" (
	"part_id" integer PRIMARY KEY NOT NULL,
	"part_key" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_order_events" ADD CONSTRAINT "quote_order_events_order_id_quote_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."quote_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_order_lines" ADD CONSTRAINT "quote_order_lines_order_id_quote_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."quote_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_order_events_order_idx" ON "quote_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "quote_order_lines_order_idx" ON "quote_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "quote_order_lines_key_idx" ON "quote_order_lines" USING btree ("part_key");--> statement-breakpoint
CREATE INDEX "quote_orders_user_idx" ON "quote_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_orders_status_idx" ON "quote_orders" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "quote_orders_created_idx" ON "quote_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_part_keys_key_idx" ON "quote_part_keys" USING btree ("part_key","part_id");