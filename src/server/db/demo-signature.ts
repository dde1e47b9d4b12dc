// A drawn-looking signature as a PNG, for the demo data's signed intakes and pickups (and the tests): a
// pen stroke of a few loops, by name so two signers differ. A minimal PNG encoder (zlib), no canvas.
import zlib from 'node:zlib';

const WIDTH = 360;
const HEIGHT = 110;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG (transparent, dark ink) of a signature-like stroke; the name seeds its shape. */
export function demoSignaturePng(name: string): Buffer {
  const seed = [...name].reduce((s, c) => (s * 31 + c.charCodeAt(0)) % 997, 7);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  const dot = (cx: number, cy: number, r: number) => {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue;
        const d = Math.hypot(x - cx, y - cy);
        if (d > r) continue;
        const i = (y * WIDTH + x) * 4;
        const alpha = Math.min(255, Math.round(255 * Math.min(1, r - d + 0.5)));
        if (alpha > pixels[i + 3]!) {
          pixels[i] = 20;
          pixels[i + 1] = 30;
          pixels[i + 2] = 70;
          pixels[i + 3] = alpha;
        }
      }
  };
  const loops = 4 + (seed % 3);
  for (let t = 0; t <= 1; t += 0.0008) {
    const x = 20 + t * (WIDTH - 60) + 14 * Math.cos(t * Math.PI * 2 * loops + seed);
    const y =
      HEIGHT / 2 + 26 * Math.sin(t * Math.PI * 2 * loops) * (1 - t * 0.5) + 8 * Math.sin(t * 17 + seed);
    dot(x, y, 1.6 + 0.6 * Math.sin(t * 9));
  }
  // The underline flourish.
  for (let t = 0; t <= 1; t += 0.002)
    dot(40 + t * (WIDTH - 90), HEIGHT - 18 + 4 * Math.sin(t * 3 + seed), 1.2);
  const raw = Buffer.alloc((WIDTH * 4 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH * 4 + 1)] = 0;
    pixels.copy(raw, y * (WIDTH * 4 + 1) + 1, y * WIDTH * 4, (y + 1) * WIDTH * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same as a data: address, as the signature pad sends it. */
export const demoSignatureDataUrl = (name: string) =>
  `data:image/png;base64,${demoSignaturePng(name).toString('base64')}`;
