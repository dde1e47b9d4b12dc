-- The public cache (src/server/cache/public-cache.ts): every app process keeps a store's white-label
-- settings and storefront catalogue in memory and LISTENs on `app_public_cache`. Any change to a store, its
-- settings or anything of its services NOTIFYs the store's id (delivered on commit, once per transaction
-- and store), so every process drops that store's entries.
CREATE FUNCTION notify_public_cache() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := CASE WHEN TG_TABLE_NAME = 'stores' THEN 'id' ELSE 'store_id' END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('app_public_cache', to_jsonb(OLD) ->> key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('app_public_cache', to_jsonb(NEW) ->> key);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stores', 'store_settings', 'services', 'service_images', 'service_options',
    'option_values', 'option_value_images', 'option_logics', 'logic_rules'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'EXECUTE FUNCTION notify_public_cache()', t || '_public_cache', t);
  END LOOP;
END
$$;
