-- 'Last updated' on an info page is when its words last changed. An editor changes a page in the database:
-- an UPDATE that changes the title or the HTML moves updated_at to the moment of that change, unless the
-- same statement sets updated_at itself (a correction of the date, an import that carries its own).
CREATE FUNCTION static_pages_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title IS DISTINCT FROM OLD.title OR NEW.html IS DISTINCT FROM OLD.html)
     AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER static_pages_touch BEFORE UPDATE ON static_pages FOR EACH ROW EXECUTE FUNCTION static_pages_touch();
