// The words of the answers a vendor was sent. A vendor reads a store's work orders and estimates, but
// row-level security keeps the store's catalogue (service options and their choices) to the store, so a
// vendor would see `{"41": "97"}`. These two functions read, for the vendor of the transaction only, the
// options and choices named in the answers of work orders and estimate items sent to it by a store it is
// still linked to — nothing else of the catalogue. For anyone else they answer nothing.
//
// Why a function with its own `SET app.platform = 'on'`: the policies on service_options and option_values
// admit the store only; the function lifts them for its own body (PostgreSQL restores the setting when it
// returns) and applies the narrower rule itself. It runs as the caller (app_tenant), not as the owner.
// Replaced at each migration run, like the audit trigger.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** `answers` of a work order or an estimate item sent to the current vendor, as `a` per store `s`. */
const sentAnswers = (store: string) => `
  select w.answers as a from work_orders w
   where w.store_id = ${store} and w.vendor_id = me.id
     and exists (select 1 from store_vendors sv where sv.store_id = w.store_id and sv.vendor_id = w.vendor_id
                 and sv.status = 'active')
  union all
  select ei.answers from estimates e
    join estimate_items ei on ei.store_id = e.store_id and ei.estimate_id = e.id
   where e.store_id = ${store} and e.vendor_id = me.id
     and exists (select 1 from store_vendors sv where sv.store_id = e.store_id and sv.vendor_id = e.vendor_id
                 and sv.status = 'active')`;

const me = `(select nullif(current_setting('app.vendor_id', true), '')::int as id) me`;

export async function installVendorAnswerLabels(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    -- Its columns grew the store's language and currency (the answers are worded in them): a function's
    -- result type cannot be replaced, only dropped and made again — once, where it is still the old shape;
    -- otherwise replaced in place, without the exclusive lock a drop takes while another process serves.
    DO $do$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_proc
                  WHERE proname = 'vendor_answer_options' AND pronamespace = 'public'::regnamespace
                    AND NOT ('currency' = ANY (proargnames))) THEN
        DROP FUNCTION vendor_answer_options(int[], int[]);
      END IF;
    END $do$;
    CREATE OR REPLACE FUNCTION vendor_answer_options(store_ids int[], option_ids int[])
    RETURNS TABLE (store_id int, id int, label text, type smallint, sequence int, meta_data jsonb,
                   language text, currency text)
    LANGUAGE sql STABLE SET app.platform = 'on' SET search_path = public, pg_temp AS $fn$
      select o.store_id, o.id, o.label, o.type, o.sequence, o.meta_data,
             ss.language, ss.currency
        from ${me}, service_options o
        left join store_settings ss on ss.store_id = o.store_id
       where me.id is not null and o.store_id = any(store_ids) and o.id = any(option_ids)
         and exists (select 1 from (${sentAnswers('o.store_id')}) sent where sent.a ? o.id::text)
    $fn$;
    CREATE OR REPLACE FUNCTION vendor_answer_choices(store_ids int[], choice_ids int[])
    RETURNS TABLE (id int, option_id int, value text)
    LANGUAGE sql STABLE SET app.platform = 'on' SET search_path = public, pg_temp AS $fn$
      select v.id, v.option_id, v.value
        from ${me}, option_values v
       where me.id is not null and v.store_id = any(store_ids) and v.id = any(choice_ids)
         and exists (select 1 from (${sentAnswers('v.store_id')}) sent
                      where sent.a -> v.option_id::text @> to_jsonb(v.id::text)
                         or sent.a -> v.option_id::text @> to_jsonb(v.id))
    $fn$;`),
  );
}
