// Downloads a PDF the API renders (docs/product.md#documents-mail): through the typed client, so the session's
// token goes with it, then handed to the browser as a file. Resolves null, or the server's message.
import { api } from '../../client/api.ts';

export async function openPdf(path: string, fileName: string): Promise<string | null> {
  const url = path.startsWith('/api/v1') ? path : `/api/v1${path}`;
  const { data, response } = await (
    api.GET as unknown as (
      p: string,
      o: { parseAs: 'blob' },
    ) => Promise<{ data?: Blob; response: Response }>
  )(url, { parseAs: 'blob' });
  if (!response.ok || !data) {
    try {
      const body = (await response.clone().json()) as { error?: { message?: string } };
      return body.error?.message ?? `The document could not be made (${response.status}).`;
    } catch {
      return `The document could not be made (${response.status}).`;
    }
  }
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return null;
}
