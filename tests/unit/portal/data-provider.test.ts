// The data provider end to end against a stubbed fetch: envelope unwrapping, Content-Range totals, the
// portal→API resource name, the super admin's ?store_id=, failed envelopes as field errors, network errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../../src/portal/providers/data-provider.ts';
import { fieldErrors } from '../../../src/portal/providers/http-client.ts';

type Call = { url: string; init: RequestInit };

function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dataProvider', () => {
  it('lists /api/v1/locations for the location resource and unwraps the envelope', async () => {
    const calls = stubFetch(
      200,
      { status: 'success', data: [{ id: 1, name: 'Main' }] },
      { 'Content-Range': 'locations 0-0/7' },
    );
    const result = await dataProvider.getList('location', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'main' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Main' }], total: 7 });
    expect(calls[0]?.url).toMatch(/^\/api\/v1\/locations\?/);
    expect(decodeURIComponent(calls[0]!.url)).toContain('filter={"q":"main"}');
  });

  it("moves a super admin's store_id from the record to the query", async () => {
    const calls = stubFetch(201, { status: 'success', data: { id: 9, name: 'New', store_id: 2 } });
    const result = await dataProvider.create('location', { data: { name: 'New', store_id: 2 } });
    expect(result.data).toEqual({ id: 9, name: 'New', store_id: 2 });
    expect(calls[0]?.url).toBe('/api/v1/locations?store_id=2');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'New' });
  });

  it('creates without a query for store roles', async () => {
    const calls = stubFetch(201, { status: 'success', data: { id: 9, name: 'New' } });
    await dataProvider.create('location', { data: { name: 'New' } });
    expect(calls[0]?.url).toBe('/api/v1/locations');
  });

  it('turns a failed envelope into an HttpError with the fields react-admin shows on the inputs', async () => {
    stubFetch(400, {
      status: 'failed',
      error: {
        code: 'VALIDATION_ERROR',
        message: 'name must NOT have fewer than 2 characters',
        fields: [{ field: 'name', message: 'name must NOT have fewer than 2 characters' }],
      },
    });
    const error = await dataProvider
      .update('location', { id: 1, data: { name: 'x' }, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe('name must NOT have fewer than 2 characters');
    expect((error as HttpError).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        name: 'Must NOT have fewer than 2 characters',
        root: { serverError: 'name must NOT have fewer than 2 characters' },
      },
    });
  });

  it('keeps a refusal without fields as a plain error (a notification, not form errors)', async () => {
    stubFetch(403, {
      status: 'failed',
      error: { code: 'FORBIDDEN', message: 'You do not have permission to perform this action.' },
    });
    const error = (await dataProvider.delete('location', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(error.body.errors).toBeUndefined();
  });

  it('answers a network failure with code 400 and the message (section 8)', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Load failed');
    });
    const error = (await dataProvider.getOne('location', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(error.message).toBe(
      'Currently facing issue with the browser, please try again or use other browser',
    );
  });
});

describe('fieldErrors', () => {
  it('nests dotted field paths', () => {
    expect(fieldErrors([{ field: 'address.city', message: 'address.city is required' }], 'x')).toEqual({
      root: { serverError: 'x' },
      address: { city: 'Is required' },
    });
    expect(fieldErrors([], 'x')).toBeUndefined();
  });
});
