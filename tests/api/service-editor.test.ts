// The service editor's calls (docs/product.md#api-fixed-paths): a service with its options read and saved in
// one
// transaction, the rules module's checks as 400s with docs/product.md#options's messages, the single reads,
// deleting a
// logic or a rule (renumbering; the last rule removes the logic), option-value paging, the storefront's
// read, categories by store, and the SKU template and import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
let ring: number;

type Json = Record<string, unknown> & { id: number };
type Option = Json & { values: Json[]; logics: (Json & { rules: Json[] })[]; label: { value: string } };
type Service = Json & { options: Option[]; images: Json[]; version: number };

const serviceIdOf = async (name: string, storeId = a.ids.demo) =>
  (await t.db.$client.query(`select id from services where store_id = $1 and name = $2`, [storeId, name]))
    .rows[0].id as number;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  ring = await serviceIdOf('Ring Resizing');
});
afterAll(() => t.close());

const getService = async (id: number, caller = a.owner, store = a.ids.demo) =>
  dataOf<Service>(await caller({ method: 'GET', url: `/api/v1/stores/${store}/services/${id}` }));

const putService = (id: number, payload: object, caller = a.owner, store = a.ids.demo) =>
  caller({ method: 'PUT', url: `/api/v1/stores/${store}/services/${id}`, payload });

/** A fresh copy of Ring Resizing through POST store/services, so tests do not step on each other. */
async function copyOfRing(): Promise<Service> {
  const {
    id: _id,
    store_id: _s,
    version: _v,
    created_at: _c,
    updated_at: _u,
    ...rest
  } = await getService(ring);
  const strip = (o: Option) => ({
    ...o,
    id: undefined,
    values: o.values.map((v) => ({ ...v, id: `v${v.id}`, images: [] })),
    logics: o.logics.map((l) => ({
      ...l,
      id: undefined,
      rules: l.rules.map((r) => ({ ...r, id: undefined, compare_to: `v${r.compare_to}` })),
    })),
  });
  const payload = JSON.parse(
    JSON.stringify({
      ...rest,
      name: `Ring copy ${Math.random()}`,
      images: [],
      options: rest.options.map(strip),
    }),
  );
  return dataOf<Service>(await a.owner({ method: 'POST', url: '/api/v1/store/services', payload }), 201);
}

describe('a service with its options', () => {
  it('reads Ring Resizing with its options, values, logic and validation rules', async () => {
    const service = await getService(ring);
    expect(service.options.map((o) => [o.type, o.label.value])).toEqual([
      [4, 'Ring size (current and desired)'],
      [5, 'Metal type'],
      [10, 'Add engraving'],
      [1, 'Engraving text'],
      [9, 'Insure my ring'],
    ]);
    const [size, metal, engraving, text] = service.options as [Option, Option, Option, Option];
    expect(size.advance_option_meta_data).toMatchObject({ is_validation: true });
    expect(size.toggles).toMatchObject({ validation: { active: true }, is_required: { active: true } });
    expect(metal.values.map((v) => v.price)).toEqual([0, 15, 25, 40]);
    const yes = engraving.values.find((v) => v.value === 'Yes')!;
    // The logic's rule names the "Yes" choice by its saved id (the seed used a temporary one).
    expect(text.logics[0]).toMatchObject({ action: 'show', apply_to_option_id: 3 });
    expect(text.logics[0]!.rules[0]).toMatchObject({
      compare_option_field: 2,
      operator_type: 'is',
      compare_to: yes.id,
    });
    expect(service.images[0]).toMatchObject({ url: '/demo-assets/ring-resizing.svg' });
  });

  it('saves what it reads back unchanged, keeping every id and bumping the version', async () => {
    const before = await getService(ring);
    const after = dataOf<Service>(await putService(ring, before));
    expect(after.version).toBe(before.version + 1);
    const ids = (s: Service) =>
      JSON.stringify(
        s.options.map((o) => [
          o.id,
          o.values.map((v) => v.id),
          o.logics.map((l) => [l.id, l.rules.map((r) => r.id)]),
        ]),
      );
    expect(ids(after)).toBe(ids(before));
  });

  it('creates a service with new options whose rules name new choices by temporary ids (201)', async () => {
    const copy = await copyOfRing();
    const [, , engraving, text] = copy.options as [Option, Option, Option, Option];
    expect(text.logics[0]!.rules[0]!.compare_to).toBe(engraving.values.find((v) => v.value === 'Yes')!.id);
  });

  it('drops options, values and rules left out of a save', async () => {
    const copy = await copyOfRing();
    const options = copy.options.slice(0, 2).map((o) => ({ ...o, values: o.values.slice(0, 1) }));
    const saved = dataOf<Service>(await putService(copy.id, { options }));
    expect(saved.options).toHaveLength(2);
    expect(saved.options[1]!.values).toHaveLength(1);
    expect(saved.name).toBe(copy.name);
    const left = await t.db.$client.query(
      `select count(*)::int as n from service_options where service_id = $1`,
      [copy.id],
    );
    expect(left.rows[0].n).toBe(2);
  });

  it('refuses an id that is not part of the service', async () => {
    const copy = await copyOfRing();
    const [other] = (
      await t.db.$client.query(`select id from service_options where service_id <> $1 limit 1`, [copy.id])
    ).rows;
    const options = copy.options.map((o, i) => (i === 0 ? { ...o, id: other.id } : o));
    const response = await putService(copy.id, { options });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['options.0.id']);
  });
});

describe("the rules module's checks (docs/product.md#options-validation-rules)", () => {
  let base: Service;
  beforeAll(async () => {
    base = await copyOfRing();
  });

  /** The copy with the engraving logic of option 3 replaced. */
  const withLogic = (logic: object, extraOptions: object[] = []) => ({
    options: [...base.options.map((o, i) => (i === 3 ? { ...o, logics: [logic] } : o)), ...extraOptions],
  });
  const yes = () => base.options[2]!.values.find((v) => v.value === 'Yes')!.id;
  const no = () => base.options[2]!.values.find((v) => v.value === 'No')!.id;
  const twoRules = () => [
    { compare_option_field: 2, operator_type: 'is', compare_to: yes() },
    { compare_option_field: 5, operator_type: 'greater_than', compare_to: 3 },
  ];
  const numberOption = { type: 3, label: { value: 'Rings' } };

  it.each([
    ['(1 AND 2', 'Please enter valid logic rule in add logic field.'],
    ['1 AND 3', 'Please enter valid logic rule in add logic field.'],
    ['1 AND 1', "Can't use same value again n again"],
    ['1 AND 2 X', 'Please enter valid logic rule in add logic field.'],
  ])('refuses the logic text %s with its message', async (text, message) => {
    const response = await putService(
      base.id,
      withLogic(
        {
          action: 'show',
          conditional_join: 'all',
          is_logic_enable: true,
          logic_rule: text,
          rules: twoRules(),
        },
        [numberOption],
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message,
      fields: [{ field: 'options.3.logics.0.logic_rule', message }],
    });
  });

  it('requires parentheses around successive AND and OR', async () => {
    const rules = [...twoRules(), { compare_option_field: 2, operator_type: 'is', compare_to: no() }];
    const response = await putService(
      base.id,
      withLogic(
        { action: 'show', conditional_join: 'all', is_logic_enable: true, logic_rule: '1 AND 2 OR 3', rules },
        [numberOption],
      ),
    );
    expect(response.json().error.message).toBe(
      'You must use parentheses around successive AND and OR expressions.',
    );
  });

  it('enables logic only with 2 or more rules', async () => {
    const response = await putService(
      base.id,
      withLogic({
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: true,
        logic_rule: '1',
        rules: twoRules().slice(0, 1),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['options.3.logics.0.is_logic_enable']);
  });

  it('refuses the same choice twice, a field that cannot be compared and a foreign choice', async () => {
    const repeated = await putService(
      base.id,
      withLogic({ action: 'show', conditional_join: 'one', rules: [twoRules()[0], twoRules()[0]] }),
    );
    expect(repeated.json().error.message).toBe("Can't have multiple Yes");
    const textField = await putService(
      base.id,
      withLogic({
        action: 'show',
        conditional_join: 'all',
        rules: [{ compare_option_field: 0, operator_type: 'is', compare_to: 'x' }],
      }),
    );
    expect(fieldsOf(textField)).toEqual(['options.3.logics.0.rules.0.compare_option_field']);
    const foreign = await putService(
      base.id,
      withLogic({
        action: 'show',
        conditional_join: 'all',
        rules: [{ compare_option_field: 2, operator_type: 'is', compare_to: 999999 }],
      }),
    );
    expect(fieldsOf(foreign)).toEqual(['options.3.logics.0.rules.0.compare_to']);
    const operator = await putService(
      base.id,
      withLogic({
        action: 'show',
        conditional_join: 'all',
        rules: [{ compare_option_field: 2, operator_type: 'greater_than', compare_to: yes() }],
      }),
    );
    expect(fieldsOf(operator)).toEqual(['options.3.logics.0.rules.0.operator_type']);
  });

  it('checks validation rules with their messages', async () => {
    const options = base.options.map((o, i) =>
      i === 0
        ? {
            ...o,
            advance_option_meta_data: {
              is_validation: true,
              validations_rules: [
                {
                  validation_rule: 1,
                  compare_field: 'desired_size',
                  condition: 'greater_than',
                  variable_field: 'current_size + desired_size',
                  validation_message: 'x',
                },
                {
                  validation_rule: 1,
                  compare_field: 'current_size',
                  condition: 'equal',
                  variable_field: 'current_size + 1',
                  validation_message: 'x',
                },
                {
                  validation_rule: 2,
                  compare_field: 'desired_size',
                  condition: null,
                  variable_field: '',
                  validation_message: '',
                },
              ],
            },
          }
        : o,
    );
    const response = await putService(base.id, { options });
    expect(response.statusCode).toBe(400);
    const byField = Object.fromEntries(
      (response.json().error.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    const rule = 'options.0.advance_option_meta_data.validations_rules';
    expect(byField).toEqual({
      [`${rule}.0.variable_field`]: 'You can not add multiple formula.',
      [`${rule}.1.variable_field`]:
        'You can not current size formula if you have selected current size in compare field.',
      [`${rule}.2.condition`]: 'This field is required.',
      [`${rule}.2.variable_field`]: 'This field is required.',
    });
  });

  it('keeps validation to size, insurance and warranty, and Metal Type to dropdowns', async () => {
    const response = await putService(base.id, {
      options: [
        {
          type: 1,
          label: { value: 'x' },
          advance_option_meta_data: { is_validation: true, validations_rules: [] },
        },
        { type: 6, label: { value: 'y' }, toggles: { is_metal_type: { active: true } } },
      ],
    });
    expect(fieldsOf(response).sort()).toEqual([
      'options.0.advance_option_meta_data.is_validation',
      'options.1.toggles.is_metal_type',
    ]);
  });

  it('refuses tags that are not categories of the store, and changes nothing', async () => {
    const before = await getService(base.id);
    const response = await putService(base.id, { name: 'Changed', item_tag: 'phone', top_level_tag: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).sort()).toEqual(['item_tag', 'top_level_tag']);
    expect((await getService(base.id)).name).toBe(before.name);
  });
});

describe('single reads and deletions', () => {
  it('reads one option, value, logic, rule, value image and service image', async () => {
    const service = await getService(ring);
    const text = service.options[3]!;
    const logic = text.logics[0]!;
    const base = `/api/v1/store_services/${ring}/options/${text.id}`;
    expect(dataOf<Option>(await a.owner({ method: 'GET', url: base })).label.value).toBe('Engraving text');
    expect(dataOf<Json>(await a.owner({ method: 'GET', url: `${base}/logics/${logic.id}` })).id).toBe(
      logic.id,
    );
    expect(
      dataOf<Json>(await a.owner({ method: 'GET', url: `${base}/logic-rules/${logic.rules[0]!.id}` }))
        .operator_type,
    ).toBe('is');
    const metal = service.options[1]!;
    const gold = metal.values[1]!;
    expect(
      dataOf<Json>(
        await a.owner({
          method: 'GET',
          url: `/api/v1/store_services/${ring}/options/${metal.id}/values/${gold.id}`,
        }),
      ).value,
    ).toBe('14k gold');
    // A value of another option is not found under this one.
    expect((await a.owner({ method: 'GET', url: `${base}/values/${gold.id}` })).statusCode).toBe(404);
    const image = service.images[0]!;
    expect(
      dataOf<Json>(await a.owner({ method: 'GET', url: `/api/v1/services/${ring}/images/${image.id}` })).url,
    ).toBe(image.url);

    const copy = await copyOfRing();
    const withImage = copy.options.map((o, i) =>
      i === 1
        ? {
            ...o,
            values: o.values.map((v, j) =>
              j === 0 ? { ...v, images: [{ url: 'https://example.com/silver.png' }] } : v,
            ),
          }
        : o,
    );
    const saved = dataOf<Service>(await putService(copy.id, { options: withImage }));
    const valueImage = saved.options[1]!.values[0]!.images as Json[];
    const read = await a.owner({
      method: 'GET',
      url: `/api/v1/store_services/${copy.id}/options/${saved.options[1]!.id}/values-image/${valueImage[0]!.id}`,
    });
    expect(dataOf<Json>(read)).toMatchObject({
      url: 'https://example.com/silver.png',
      value_id: saved.options[1]!.values[0]!.id,
    });
  });

  it('deletes a rule by id, renumbering the rest and rewriting the logic text; the last rule removes the logic', async () => {
    const copy = await copyOfRing();
    const yes = copy.options[2]!.values.find((v) => v.value === 'Yes')!.id;
    const no = copy.options[2]!.values.find((v) => v.value === 'No')!.id;
    const options = [
      ...copy.options.map((o, i) =>
        i === 3
          ? {
              ...o,
              logics: [
                {
                  action: 'show',
                  conditional_join: 'all',
                  is_logic_enable: true,
                  logic_rule: '(1 AND 2) OR 3',
                  rules: [
                    { compare_option_field: 2, operator_type: 'is', compare_to: yes },
                    { compare_option_field: 5, operator_type: 'greater_than', compare_to: 1 },
                    { compare_option_field: 2, operator_type: 'is', compare_to: no },
                  ],
                },
              ],
            }
          : o,
      ),
      { type: 3, label: { value: 'Rings' } },
    ];
    const saved = dataOf<Service>(await putService(copy.id, { options }));
    const logic = saved.options[3]!.logics[0]!;
    const [first, second, third] = logic.rules as [Json, Json, Json];

    const afterSecond = dataOf<{ logic: Json & { rules: Json[] } }>(
      await a.owner({ method: 'DELETE', url: `/api/v1/logic-rules/${second.id}` }),
    );
    expect(afterSecond.logic.logic_rule).toBe('1 OR 2');
    expect(afterSecond.logic.rules.map((r) => [r.id, r.logic_sequence_number])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    expect(afterSecond.logic.is_logic_enable).toBe(true);

    const afterFirst = dataOf<{ logic: Json }>(
      await a.owner({ method: 'DELETE', url: `/api/v1/logic-rules/${first.id}` }),
    );
    expect(afterFirst.logic).toMatchObject({ logic_rule: '1', is_logic_enable: false });

    const afterLast = dataOf<{ logic: null }>(
      await a.owner({ method: 'DELETE', url: `/api/v1/logic-rules/${third.id}` }),
    );
    expect(afterLast.logic).toBeNull();
    expect((await getService(copy.id)).options[3]!.logics).toEqual([]);
    expect((await a.owner({ method: 'DELETE', url: `/api/v1/logic-rules/${third.id}` })).statusCode).toBe(
      404,
    );
  });

  it('deletes a logic by service, option and logic id', async () => {
    const copy = await copyOfRing();
    const text = copy.options[3]!;
    const url = `/api/v1/store_services/${copy.id}/options/${text.id}/logics/${text.logics[0]!.id}`;
    expect(dataOf<Option>(await a.owner({ method: 'DELETE', url })).logics).toEqual([]);
    expect((await a.owner({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('storefront reads', () => {
  it('pages and searches option values (option-value), publicly for an active service', async () => {
    const screen = await serviceIdOf('Screen Replacement', a.ids.fixit);
    const model = (await getService(screen, a.fixitOwner, a.ids.fixit)).options[0]!;
    const page1 = dataOf<{ count: number; next: number | null; results: Json[] }>(
      await a.anonymous({
        method: 'GET',
        url: `/api/v1/option-value?option_id=${model.id}&page=1&page_size=2`,
      }),
    );
    expect(page1).toMatchObject({ count: 5, next: 2, previous: null });
    expect(page1.results.map((r) => r.value)).toEqual(['iPhone 13', 'iPhone 14']);
    const last = dataOf<{ next: number | null; results: Json[] }>(
      await a.anonymous({
        method: 'GET',
        url: `/api/v1/option-value?option_id=${model.id}&page=3&page_size=2`,
      }),
    );
    expect(last.next).toBeNull();
    const search = dataOf<{ results: Json[] }>(
      await a.anonymous({ method: 'GET', url: `/api/v1/option-value?option_id=${model.id}&search=galaxy` }),
    );
    expect(search.results.map((r) => r.sku)).toEqual(['SMS-S23']);
    // An inactive service's values are the store's own business.
    await t.db.$client.query(`update services set is_active = false where id = $1`, [screen]);
    expect(
      (await a.anonymous({ method: 'GET', url: `/api/v1/option-value?option_id=${model.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await a.fixitOwner({ method: 'GET', url: `/api/v1/option-value?option_id=${model.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await a.owner({ method: 'GET', url: `/api/v1/option-value?option_id=${model.id}` })).statusCode,
    ).toBe(404);
    await t.db.$client.query(`update services set is_active = true where id = $1`, [screen]);
  });

  it('serves one service with options to the storefront, and lists them whole unless partial', async () => {
    const one = dataOf<Service>(
      await a.anonymous({ method: 'GET', url: `/api/v1/stores/${a.ids.demo}/portal-services/${ring}` }),
    );
    expect(one.options).toHaveLength(5);
    expect(
      (await a.anonymous({ method: 'GET', url: `/api/v1/stores/${a.ids.fixit}/portal-services/${ring}` }))
        .statusCode,
    ).toBe(404);
    const partial = dataOf<Json[]>(
      await a.anonymous({
        method: 'GET',
        url: `/api/v1/stores/${a.ids.demo}/portal-services?is_partial=true`,
      }),
    );
    expect(partial[0]).not.toHaveProperty('options');
    const whole = dataOf<Service[]>(
      await a.anonymous({ method: 'GET', url: `/api/v1/stores/${a.ids.demo}/portal-services` }),
    );
    expect(whole.find((s) => s.id === ring)!.options).toHaveLength(5);
  });

  it('lists categories by store to those who work with the store', async () => {
    const url = (store: number, kind = 'service') => `/api/v1/${kind}-categories/store/${store}`;
    expect(dataOf<Json[]>(await a.owner({ method: 'GET', url: url(a.ids.demo) })).map((c) => c.tag)).toEqual([
      'jewellery',
      'watches',
    ]);
    expect(
      dataOf<Json[]>(await a.owner({ method: 'GET', url: url(a.ids.demo, 'item') })).map((c) => c.tag),
    ).toEqual(['ring', 'necklace', 'watch']);
    expect(dataOf<Json[]>(await a.vendorOwner({ method: 'GET', url: url(a.ids.demo) }))).toHaveLength(2);
    expect(dataOf<Json[]>(await a.customer({ method: 'GET', url: url(a.ids.demo, 'item') }))).toHaveLength(3);
    expect((await a.fixitOwner({ method: 'GET', url: url(a.ids.demo) })).statusCode).toBe(403);
    expect((await a.vendorOwner({ method: 'GET', url: url(a.ids.fixit) })).statusCode).toBe(403);
    expect((await a.anonymous({ method: 'GET', url: url(a.ids.demo) })).statusCode).toBe(401);
  });
});

describe('SKU template and import', () => {
  const form = (csv: string, fields: Record<string, string> = {}) => {
    const boundary = '----sku' + Math.random().toString(16).slice(2);
    const parts = [
      ...Object.entries(fields).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skus.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
      `--${boundary}--\r\n`,
    ];
    return {
      payload: parts.join(''),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('downloads the template as CSV', async () => {
    const response = await a.owner({
      method: 'GET',
      url: `/api/v1/store/${a.ids.demo}/download-sku-template`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')[0]).toBe('sku,value,price,image');
    expect(
      (await a.owner({ method: 'GET', url: `/api/v1/store/${a.ids.fixit}/download-sku-template` }))
        .statusCode,
    ).toBe(403);
  });

  it('imports SKUs into the mass dropdown: new ones added, known ones updated', async () => {
    const screen = await serviceIdOf('Screen Replacement', a.ids.fixit);
    const csv = 'sku,value,price\r\nAPL-IP14,"iPhone 14, all models",25.5\r\nAPL-IP16,iPhone 16,60\r\n';
    const response = await a.fixitOwner({
      method: 'POST',
      url: `/api/v1/service/${screen}/import-sku`,
      ...form(csv),
    });
    const result = dataOf<{ option_id: number; created: number; updated: number }>(response);
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const service = await getService(screen, a.fixitOwner, a.ids.fixit);
    expect(result.option_id).toBe(service.options[0]!.id);
    const byCode = Object.fromEntries(service.options[0]!.values.map((v) => [v.sku, v]));
    expect(byCode['APL-IP14']).toMatchObject({ value: 'iPhone 14, all models', price: 25.5 });
    expect(byCode['APL-IP16']).toMatchObject({ value: 'iPhone 16', price: 60 });
  });

  it('creates a mass dropdown when the service has none, or imports into the option named', async () => {
    const battery = await serviceIdOf('Battery Replacement', a.ids.fixit);
    const created = dataOf<{ option_id: number; created: number }>(
      await a.fixitOwner({
        method: 'POST',
        url: `/api/v1/service/${battery}/import-sku`,
        ...form('sku,value\nB-1,Battery one\n'),
      }),
    );
    expect(created.created).toBe(1);
    const again = await a.fixitOwner({
      method: 'POST',
      url: `/api/v1/service/${battery}/import-sku`,
      ...form('sku,value\nB-2,Battery two\n', { option_id: String(created.option_id) }),
    });
    expect(dataOf<{ option_id: number }>(again).option_id).toBe(created.option_id);
  });

  it('refuses bad rows naming each cell, a text option, another store and a missing file', async () => {
    const screen = await serviceIdOf('Screen Replacement', a.ids.fixit);
    const bad = await a.fixitOwner({
      method: 'POST',
      url: `/api/v1/service/${screen}/import-sku`,
      ...form('sku,value,price\nX-1,,1.999\nX-1,Dup,abc\n'),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      'file.row 2.value',
      'file.row 2.price',
      'file.row 3.sku',
      'file.row 3.price',
    ]);
    const photo = (await getService(screen, a.fixitOwner, a.ids.fixit)).options.find((o) => o.type === 8)!;
    const text = await a.fixitOwner({
      method: 'POST',
      url: `/api/v1/service/${screen}/import-sku`,
      ...form('sku,value\nA,B\n', { option_id: String(photo.id) }),
    });
    expect(fieldsOf(text)).toEqual(['option_id']);
    expect(
      (
        await a.owner({
          method: 'POST',
          url: `/api/v1/service/${screen}/import-sku`,
          ...form('sku,value\nA,B\n'),
        })
      ).statusCode,
    ).toBe(404);
    const json = await a.fixitOwner({
      method: 'POST',
      url: `/api/v1/service/${screen}/import-sku`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(fieldsOf(json)).toEqual(['file']);
  });
});
