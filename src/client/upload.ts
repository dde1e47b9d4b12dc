// Image uploads from any face (spec section 9: at most 8388608 bytes, refused before any byte is sent; the
// server refuses them again) with upload progress, and reading a private image with the session's token.
import { apiBase, refreshAccessToken } from './api.ts';
import { getSession, isExpired } from './session.ts';

/** Spec section 9: an image is at most 8388608 bytes. */
export const MAX_IMAGE_BYTES = 8_388_608;

/** The access token to send: the stored one, or a renewed one when it has expired; null when logged out. */
export async function currentAccessToken(): Promise<string | null> {
  const session = getSession();
  if (!session?.access) return null;
  if (!isExpired(session.access)) return session.access;
  return refreshAccessToken();
}

/** Uploads a file with XMLHttpRequest, the one browser API that reports upload progress; resolves its URL. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = { is_public: 'true' },
): Promise<string> {
  const token = await currentAccessToken();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}/uploads`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { data?: { url: string }; error?: { message: string } };
        if (xhr.status === 201 && body.data) resolve(body.data.url);
        else reject(new Error(body.error?.message ?? `Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed: the network is unreachable'));
    xhr.send(form);
  });
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
