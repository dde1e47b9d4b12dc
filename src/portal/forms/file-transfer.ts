// Files to and from the API with the user's token: an upload that reports its progress (XMLHttpRequest, the
// one browser API that does) and a download that is saved by the browser and reports what has arrived.
import { apiBase } from '../../client/api.ts';
import type { ApiError } from '../../shared/errors.ts';
import { bearerToken } from '../providers/http-client.ts';

export interface SendResult<T> {
  status: number;
  data?: T;
  error?: ApiError;
}

/** POSTs a multipart form with one file to an API path (`uploads`, `service/7/import-sku`). */
export async function sendFile<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<SendResult<T>> {
  const token = await bearerToken();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}/${path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { data?: T; error?: ApiError };
        resolve({ status: xhr.status, data: body.data, error: body.error });
      } catch {
        resolve({ status: xhr.status, error: { code: 'BAD_RESPONSE', message: `Failed (${xhr.status})` } });
      }
    };
    xhr.onerror = () =>
      resolve({ status: 0, error: { code: 'NETWORK', message: 'The network is unreachable' } });
    xhr.send(form);
  });
}

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
