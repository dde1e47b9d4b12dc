// Image uploads from any face (docs/product.md#formats-images: at most 8388608 bytes, refused before any byte
// is sent; the
// server refuses them again) with upload progress, and reading a private image with the session's token.
import { apiBase, refreshAccessToken } from './api.ts';
import { getSession, isExpired } from './session.ts';
import type { ApiError } from '../shared/errors.ts';

/** docs/product.md#formats-images: an image is at most 8388608 bytes. */
export const MAX_IMAGE_BYTES = 8_388_608;

/** The access token to send: the stored one, or a renewed one when it has expired; null when logged out. */
export async function currentAccessToken(): Promise<string | null> {
  const session = getSession();
  if (!session?.access) return null;
  if (!isExpired(session.access)) return session.access;
  return refreshAccessToken();
}

export interface SendResult<T> {
  status: number;
  data?: T;
  error?: ApiError;
}

/**
 * POSTs a multipart form with one file to an API path (`uploads`, `service/7/import-sku`) with
 * XMLHttpRequest, the one browser API that reports upload progress.
 */
export async function sendFile<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<SendResult<T>> {
  const token = await currentAccessToken();
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

/** Uploads an image with its progress; resolves with the stored image's URL. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = { is_public: 'true' },
): Promise<string> {
  const result = await sendFile<{ url: string }>('uploads', file, fields, onProgress);
  if (result.status === 201 && result.data) return result.data.url;
  throw new Error(result.error?.message ?? `Upload failed (${result.status})`);
}

/** A private upload's bytes as an object URL (the caller revokes it), or null when it cannot be read. */
export async function privateImageUrl(uploadId: string): Promise<string | null> {
  const token = await currentAccessToken();
  const response = await fetch(`${apiBase}/uploads/${encodeURIComponent(uploadId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}
