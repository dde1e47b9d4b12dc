// Files from the API with the user's token, saved by the browser, reporting what has arrived (openapi-fetch
// reads a body whole, so a download streams here). The route is one of the generated contract's GET paths,
// its path parameters filled in like the typed client does; the data provider's exports (one per declared
// resource) pass their URL from src/portal/providers/data-provider.ts.
import { apiBase, refreshAccessToken } from '../../client/api.ts';
import type { paths } from '../../client/api-schema';
import { getSession, isExpired } from '../../client/session.ts';

type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** A contract GET path with its `{name}` parameters filled in. */
export function apiUrl<P extends GetPath>(
  path: P,
  params: Record<string, string | number> = {},
  query?: URLSearchParams,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return query ? `${filled}?${query}` : filled;
}

async function token(): Promise<string | null> {
  const session = getSession();
  if (!session?.access) return null;
  return isExpired(session.access) ? refreshAccessToken() : session.access;
}

/** GETs `url` (from apiUrl, or the data provider's export URL) and has the browser save it as `filename`. */
export async function downloadFile(
  url: string,
  filename: string,
  onReceived: (bytes: number) => void = () => {},
): Promise<void> {
  if (!url.startsWith(`${apiBase}/`)) throw new Error(`Not an API address: ${url}`);
  const access = await token();
  const response = await fetch(url, { headers: access ? { Authorization: `Bearer ${access}` } : {} });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `Download failed (${response.status})`);
  }
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onReceived(bytes);
  }
  const blobUrl = URL.createObjectURL(
    new Blob(chunks, { type: response.headers.get('content-type') ?? 'text/csv' }),
  );
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(blobUrl);
}
