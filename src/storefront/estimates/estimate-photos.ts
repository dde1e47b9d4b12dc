// The photos of an estimate request, in the browser: each is checked before any byte is sent (an image the
// server takes — PNG, JPEG, GIF or WebP — of at most 8388608 bytes, docs/product.md#formats-images; the
// server checks again)
// and sent one by one under the request's follow token, with its progress.
import { MAX_IMAGE_BYTES, sendFile } from '../../client/upload.ts';
import { intlTagOf } from '../../shared/i18n/locales.ts';
import type { Translator } from '../../shared/i18n/translate.ts';

/** The kinds the server recognises by their bytes (uploads.routes.ts). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface PickedPhoto {
  key: string;
  file: File;
  /** An object URL for the preview (revoked when the photo is removed or the page left). */
  preview: string;
  /** 0..1 while sending, 1 once stored; null before it is sent. */
  progress: number | null;
  error: string | null;
  sent: boolean;
}

const megabytes = (bytes: number, words: Translator) =>
  new Intl.NumberFormat(intlTagOf(words.locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);

/** Why a picked file cannot be sent, in the customer's words (the store's language); null when it can. */
export function photoProblem(
  file: { name: string; type: string; size: number },
  words: Translator,
): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return words.t('estimates.photos.not_a_photo', { name: file.name });
  if (file.size > MAX_IMAGE_BYTES)
    return words.t('estimates.photos.too_big', { name: file.name, size: megabytes(file.size, words) });
  return null;
}

/** Sends one photo under the request's token; resolves with the server's message when it is refused. */
export async function sendPhoto(
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
  words: Translator,
): Promise<string | null> {
  const result = await sendFile(
    `estimate-requests/${encodeURIComponent(token)}/photos`,
    file,
    {},
    onProgress,
  );
  if (result.status === 201) return null;
  return result.error?.message ?? words.t('estimates.photos.not_sent', { status: result.status });
}
