// Nesting and size bounds on client JSON (issue 25, fault 1): 10,000 nested arrays overflowed the stack of
// the NUL-character walker — a 500 on every JSON-body operation, login and token refresh included. Every
// JSON body and JSON query parameter is bounded before anything walks it: 400 VALIDATION_ERROR naming the
// field; a body over 1 MB is 413 VALIDATION_ERROR naming the body. (The generated bad-input suite sends the
// same extremes to every body.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loginActors, type Actors } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
});
afterAll(() => t.close());

const deep = 10_000;
const arrays = '['.repeat(deep) + ']'.repeat(deep);
const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('nesting and size bounds', () => {
  it.each(['/api/v1/auth/login', '/api/v1/token/refresh/', '/api/v1/auth/forgot-password'])(
    '%s: deeply nested arrays answer 400 naming the body',
    async (url) => {
      for (const payload of [arrays, `{"email":${arrays}}`]) {
        const response = await post(url, payload);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          fields: [{ field: 'body' }],
        });
      }
    },
  );

  it('a list filter nested deeply answers 400 naming the filter', async () => {
    const filter = `{"q":${'['.repeat(900)}${']'.repeat(900)}}`;
    const response = await a.owner({
      method: 'GET',
      url: `/api/v1/customers?filter=${encodeURIComponent(filter)}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[0].field).toBe('filter');
  });

  it('nesting an ordinary body needs is accepted', async () => {
    const response = await post(
      '/api/v1/auth/login',
      JSON.stringify({ email: 'owner@demo.test', password: 'wrong-password', app: 'portal' }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('a body over 1 MB answers 413 VALIDATION_ERROR naming the body', async () => {
    const response = await post('/api/v1/auth/login', JSON.stringify({ email: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'body' }] });
  });
});
