// Writing the order routes that are not a react-admin resource (an order's items, comments, payments,
// charges, transitions): a POST that turns a refused request into its message (a 409 says why the state does
// not allow it). Reads go through the faces' one typed hook (src/shell/data/use-load.ts).
import { apiBase } from '../../client/api.ts';
import { httpClient } from '../providers/http-client.ts';

/** POST /api/v1<path> with a JSON body; resolves the answer's data, rejects with the server's message. */
export async function postApi<T = unknown>(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const r = await httpClient(`${apiBase}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
  });
  return r.json as T;
}
