CREATE TABLE "quote_approval_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_approval_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"threshold" numeric(14, 2) NOT NULL,
	"steps" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_order_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_order_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step" varchar(16) NOT NULL,
	"decision" varchar(16) NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"actor" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_orders" ADD COLUMN "approval" jsonb;--> statement-breakpoint
ALTER TABLE "quote_order_approvals" ADD CONSTRAINT "quote_order_approvals_order_id_quote_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."quote_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_order_approvals_order_idx" ON "quote_order_approvals" USING btree ("order_id","id");
