// Work a store sends a vendor, arranged through the real HTTP API of a running server (the e2e server, or a
// demo server for screenshots): the store owner enters a counter order for the demo customer, receives it,
// opens an external work order on its item and sends it to the demo vendor Bench Workshop.
const password = 'demo-pass-2026';

async function api<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { status: string; data: T; error?: { message: string } };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function tokenOf(base: string, email: string, app: 'portal' | 'vendor'): Promise<string> {
  return (await api<{ access: string }>(base, '/auth/login', { body: { email, password, app } })).access;
}

/** Sends one job from Goldsmith & Co (demo) to Bench Workshop; returns the work order. */
export async function sendWorkToBench(
  base: string,
  options: { dueInDays?: number } = {},
): Promise<{ id: number; item_number: string }> {
  const token = await tokenOf(base, 'owner@demo.test', 'portal');
  const customers = await api<{ id: number; email: string }[]>(base, '/customers?range=[0,99]', { token });
  const services = await api<{ id: number; name: string }[]>(base, '/services?range=[0,199]', { token });
  const vendors = await api<{ id: number; name: string }[]>(base, '/vendors?range=[0,99]', { token });
  const customer = customers.find((c) => c.email === 'customer@demo.test');
  const service = services.find((s) => s.name === 'Watch Battery');
  const bench = vendors.find((v) => v.name === 'Bench Workshop');
  if (!customer || !service || !bench) throw new Error('demo data missing');
  const locations = await api<{ id: number }[]>(base, '/locations?range=[0,0]', { token });
  const order = await api<{ id: number }>(base, '/sales-orders', {
    token,
    body: { customer_id: customer.id, location_id: locations[0]!.id, items: [{ service_id: service.id }] },
  });
  await api(base, `/sales-orders/${order.id}/transitions/receive`, { token, body: {} });
  const items = await api<{ id: number }[]>(base, `/sales-orders/${order.id}/items`, { token });
  const due = new Date(Date.now() + (options.dueInDays ?? 3) * 86_400_000).toISOString();
  const work = await api<{ id: number; item_number: string }>(base, '/work-orders', {
    token,
    body: {
      sales_order_item_id: items[0]!.id,
      source: 1,
      due_at: due,
      instructions: 'Replace the battery, check the seal.',
    },
  });
  await api(base, `/work-orders/${work.id}/transitions/send`, { token, body: { vendor_id: bench.id } });
  return work;
}
