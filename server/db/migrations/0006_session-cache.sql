CREATE TABLE "session_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): see server/db/schema-session.ts.
INSERT INTO "session_epoch" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- An upsert, so a missing row can never silently stop invalidation. The NOTIFY (sent at commit)
-- lets embedded PGlite, which only one process opens, learn the version without asking per request.
CREATE FUNCTION "bump_session_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO "session_epoch" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "session_epoch"."version" + 1
      RETURNING "version" INTO bumped;
    PERFORM pg_notify('session_epoch', bumped::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One statement-level trigger per event (a transition table names one event), firing only when
-- rows changed: a purge that deletes nothing keeps every cache warm.
CREATE TRIGGER "sessions_end_bumps_epoch" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "sessions_edit_bumps_epoch" AFTER UPDATE ON "sessions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "users_edit_bumps_epoch" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "users_delete_bumps_epoch" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "roles_add_bumps_epoch" AFTER INSERT ON "roles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "roles_edit_bumps_epoch" AFTER UPDATE ON "roles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "roles_delete_bumps_epoch" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "menus_add_bumps_epoch" AFTER INSERT ON "menus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "menus_edit_bumps_epoch" AFTER UPDATE ON "menus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "menus_delete_bumps_epoch" AFTER DELETE ON "menus" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "grants_add_bumps_epoch" AFTER INSERT ON "role_menus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "grants_edit_bumps_epoch" AFTER UPDATE ON "role_menus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();--> statement-breakpoint
CREATE TRIGGER "grants_delete_bumps_epoch" AFTER DELETE ON "role_menus" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_epoch"();
