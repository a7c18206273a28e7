-- Every server process keeps the chain's outlets and the closures ahead (server/outletCache.ts), read by each outlet
-- list and each cart priced at checkout: any change to either, by the console, an outlet's pause or straight in the
-- database, tells them all to forget their copy once it commits (identical notices in one transaction arrive once).
CREATE FUNCTION "outlets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changes', json_build_object('kind', 'outlets')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "restaurants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "outlets_changed"();
--> statement-breakpoint
CREATE TRIGGER "outlet_closures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "outlet_closures" FOR EACH STATEMENT EXECUTE FUNCTION "outlets_changed"();
