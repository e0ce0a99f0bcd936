-- Keep updated_at honest and tell every server process when cars change, so
-- each in-memory search index can catch up (see search/sync.ts).
CREATE OR REPLACE FUNCTION forecourt_touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_touch_updated_at BEFORE UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION forecourt_touch_updated_at();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_notify_cars_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cars_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_changed_notify AFTER INSERT OR UPDATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_notify_cars_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_notify_car_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cars_changed', 'delete:' || OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_deleted_notify AFTER DELETE ON cars
  FOR EACH ROW EXECUTE FUNCTION forecourt_notify_car_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_notify_cars_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cars_changed', 'truncate');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_truncated_notify AFTER TRUNCATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_notify_cars_truncated();
