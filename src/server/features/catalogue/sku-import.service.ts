// The SKU template and import (docs/product.md#api-fixed-paths): a CSV of sku, value, price, image goes into
// an option's values — a known SKU is updated, a new one added; without option_id the first mass dropdown is
// used, or one is created. Every bad cell is reported as file.row N.column; all rows or none.
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../../shared/errors.ts';
import { CHOICE_TYPES, OptionType, createOption, tagForType } from '../../../shared/rules/index.ts';
import type { Transaction } from '../../db/database.ts';
import { invalid } from '../../http-errors.ts';
import { toCents } from '../../crud/record-mapping.ts';
import { bumpVersion } from '../../catalogue/service-tree.ts';
import { parseCsv, toCsv } from '../../catalogue/csv.ts';
import { storeOfService } from './catalogue.service.ts';
import {
  insertOption,
  insertValues,
  lastValueSequence,
  optionsOfService,
  updateValues,
  valueIdsBySku,
} from './catalogue.repository.ts';

const maxSkuErrors = 50;

/** The CSV template of the import. */
export const skuTemplateCsv = () =>
  toCsv([
    ['sku', 'value', 'price', 'image'],
    ['RING-925-7', 'Sterling silver band, size 7', 0, null],
    ['RING-18K-7', '18k gold band, size 7', 45.5, 'https://example.com/ring.jpg'],
  ]);

interface SkuRow {
  sku: string;
  value: string;
  priceCents: number;
  image: string | null;
}

/** The service is checked before the upload is read: another store's id costs nothing. */
export const checkImportService = (request: FastifyRequest, serviceId: number) =>
  request.inTenant((tx) => storeOfService(tx, request, serviceId));

/** Imports the uploaded CSV (form fields: file, option_id) into the service's option; the counts. */
export async function importSkus(
  request: FastifyRequest,
  serviceId: number,
  { file, fields }: { file: Buffer | null; fields: Record<string, string> },
) {
  if (!file) throw invalid([{ field: 'file', message: 'file is required' }]);
  const unknownField = Object.keys(fields).find((f) => f !== 'option_id');
  if (unknownField)
    throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
  let optionId: number | null = null;
  if (fields.option_id !== undefined) {
    optionId = Number(fields.option_id);
    if (!Number.isInteger(optionId) || optionId < 1 || optionId > 2147483647)
      throw invalid([{ field: 'option_id', message: 'option_id must be an option id' }]);
  }
  const rows = parseSkuCsv(file);
  return request.inTenant(async (tx) => {
    const storeId = await storeOfService(tx, request, serviceId);
    const option = await importTarget(tx, storeId, serviceId, optionId);
    const counts = await upsertSkus(tx, storeId, option, rows);
    await bumpVersion(tx, storeId, serviceId);
    return { option_id: option, ...counts };
  });
}

/** Reads and checks the SKU CSV; every bad cell is reported as file.row N.column. */
function parseSkuCsv(file: Buffer): SkuRow[] {
  const text = file.toString('utf8');
  if (text.includes('\u0000')) throw invalid([{ field: 'file', message: 'file is not a CSV text file' }]);
  const [header, ...lines] = parseCsv(text);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => columns.indexOf(name);
  const missing = ['sku', 'value'].filter((c) => col(c) < 0);
  if (missing.length)
    throw invalid([
      { field: 'file', message: `file needs the columns sku and value (missing: ${missing.join(', ')})` },
    ]);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const rows: SkuRow[] = [];
  lines.forEach((cells, i) => {
    const at = (c: string, message: string) =>
      errors.push({ field: `file.row ${i + 2}.${c}`, message: `row ${i + 2}: ${c} ${message}` });
    const cell = (c: string) => (col(c) >= 0 ? (cells[col(c)] ?? '').trim() : '');
    const sku = cell('sku');
    const value = cell('value');
    const price = cell('price');
    const image = cell('image');
    if (!sku || sku.length > 100) at('sku', 'must have 1 to 100 characters');
    else if (seen.has(sku)) at('sku', 'appears twice in the file');
    seen.add(sku);
    if (!value || value.length > 200) at('value', 'must have 1 to 200 characters');
    if (price && !/^\d{1,8}(\.\d{1,2})?$/.test(price)) at('price', 'must be a price with at most 2 decimals');
    if (image && !/^https?:\/\/\S+$/.test(image)) at('image', 'must be an http(s) URL');
    rows.push({ sku, value, priceCents: price ? toCents(Number(price)) : 0, image: image || null });
  });
  if (errors.length) throw invalid(errors.slice(0, maxSkuErrors));
  if (!rows.length) throw invalid([{ field: 'file', message: 'file has no rows' }]);
  return rows;
}

/** The option SKUs go into: the named one (a choice option of the service), the first mass dropdown, or a new one. */
async function importTarget(
  tx: Transaction,
  storeId: number,
  serviceId: number,
  optionId: number | null,
): Promise<number> {
  const options = await optionsOfService(tx, storeId, serviceId);
  if (optionId !== null) {
    const option = options.find((o) => o.id === optionId);
    if (!option)
      throw invalid([{ field: 'option_id', message: 'option_id is not an option of this service' }]);
    if (!CHOICE_TYPES.includes(option.type))
      throw invalid([{ field: 'option_id', message: 'option_id is not an option with choices' }]);
    return option.id;
  }
  const mass = options.find((o) => o.type === OptionType.massDropdown);
  if (mass) return mass.id;
  const fresh = createOption({ id: 0, type: OptionType.massDropdown, label: { value: 'SKU' } });
  return insertOption(tx, {
    storeId,
    serviceId,
    sequence: options.length + 1,
    type: OptionType.massDropdown,
    tag: tagForType(OptionType.massDropdown)!,
    label: 'SKU',
    toggles: fresh.toggles,
    metaData: { ...fresh.meta_data, is_external_database: true },
    advanceOptionMetaData: fresh.advance_option_meta_data,
  });
}

async function upsertSkus(tx: Transaction, storeId: number, optionId: number, rows: SkuRow[]) {
  let sequence = ((await lastValueSequence(tx, storeId, optionId)) ?? -1) + 1;
  let created = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const known = await valueIdsBySku(
      tx,
      storeId,
      optionId,
      chunk.map((r) => r.sku),
    );
    const fresh = chunk.filter((r) => !known.has(r.sku));
    const changed = chunk.filter((r) => known.has(r.sku));
    if (fresh.length)
      await insertValues(
        tx,
        fresh.map((r) => ({
          storeId,
          optionId,
          sequence: sequence++,
          sku: r.sku,
          value: r.value,
          priceCents: r.priceCents,
          image: r.image,
        })),
      );
    if (changed.length)
      await updateValues(
        tx,
        storeId,
        changed.map((r) => ({ ...r, id: known.get(r.sku)! })),
      );
    created += fresh.length;
    updated += changed.length;
  }
  return { created, updated };
}
