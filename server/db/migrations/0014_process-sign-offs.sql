CREATE TABLE "process_route_sign_offs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_route_sign_offs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_route_sign_offs" ADD CONSTRAINT "process_route_sign_offs_route_id_process_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."process_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "process_route_sign_offs_role_idx" ON "process_route_sign_offs" USING btree ("route_id","role");
