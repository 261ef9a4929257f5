CREATE TABLE "capacity_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capacity_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"minutes" double precision NOT NULL,
	"tier" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_order_lines" ADD COLUMN "promise" jsonb;--> statement-breakpoint
ALTER TABLE "capacity_bookings" ADD CONSTRAINT "capacity_bookings_order_id_quote_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."quote_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_bookings" ADD CONSTRAINT "capacity_bookings_line_id_quote_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."quote_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_bookings_day_idx" ON "capacity_bookings" USING btree ("day");--> statement-breakpoint
CREATE INDEX "capacity_bookings_line_idx" ON "capacity_bookings" USING btree ("line_id");