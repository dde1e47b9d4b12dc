// Multipart bodies for the upload routes, and a tiny real image.

/** A 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file and some fields, as inject options. */
export function multipart(
  file: Buffer,
  fields: Record<string, string> = {},
  mime = 'image/png',
  name = 'file',
) {
  const boundary = '----form' + Math.random().toString(16).slice(2);
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="upload"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
