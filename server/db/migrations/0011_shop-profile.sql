CREATE TABLE "shop_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"texts" jsonb NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"invoice_type" varchar(16) DEFAULT 'special' NOT NULL,
	"letterhead" "bytea",
	"letterhead_type" varchar(16),
	"seal" "bytea",
	"seal_type" varchar(16),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_profile_single_row" CHECK ("shop_profile"."id" = 1)
);
