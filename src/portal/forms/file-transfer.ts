// Files to and from the API with the user's token: an upload that reports its progress (XMLHttpRequest, the
// one browser API that does) and a download that is saved by the browser and reports what has arrived.
import { bearerToken } from '../providers/http-client.ts';

// Uploads are the browser client's (every face uploads the same way).
export { sendFile } from '../../client/upload.ts';

/** GETs an API URL and has the browser save it as `filename`; throws the API's message on failure. */
export async function downloadFile(
  url: string,
  filename: string,
  onReceived: (bytes: number) => void = () => {},
): Promise<void> {
  const token = await bearerToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
