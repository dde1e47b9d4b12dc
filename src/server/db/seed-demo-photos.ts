// The demo's intake photos: a picture of each item as staff would take at the counter, drawn here (a ring, a
// prong setting, a watch, a chain, a phone on a counter mat) and kept as every upload is kept
// (uploads.service.ts storeUpload), so the jobs board's cards and the order pages show them as any photo.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Transaction } from './database.ts';
import { storeUpload, uploadRoot } from '../features/uploads/uploads.service.ts';

type Subject = 'ring' | 'prongs' | 'watch' | 'chain' | 'phone';

function subjectOf(service: string): Subject {
  if (/prong|garra/i.test(service)) return 'prongs';
  if (/watch|reloj/i.test(service)) return 'watch';
  if (/chain|cadena/i.test(service)) return 'chain';
  if (/screen|phone|charging|battery replacement/i.test(service)) return 'phone';
  return 'ring';
}

type Rgb = [number, number, number];
const metals: Rgb[] = [
  [214, 172, 74], // yellow gold
  [196, 200, 206], // silver
  [214, 150, 130], // rose gold
];
const mats: Rgb[] = [
  [36, 52, 71],
  [64, 40, 52],
  [34, 64, 56],
  [70, 62, 50],
];

const W = 240;
const H = 180;

/** The colour at (x, y) of the item's picture, or null for the mat. */
function shape(subject: Subject, x: number, y: number, metal: Rgb): Rgb | null {
  const cx = W / 2;
  const cy = H / 2 + 8;
  const shade = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
  const ring = (rx: number, ry: number, t: number, ox = cx, oy = cy) => {
    const d = Math.hypot((x - ox) / rx, (y - oy) / ry);
    return d <= 1 && d >= 1 - t / rx;
  };
  switch (subject) {
    case 'ring':
    case 'prongs': {
      const stoneY = cy - 50;
      const stone = Math.hypot(x - cx, (y - stoneY) * 1.2) < (subject === 'prongs' ? 18 : 12);
      if (stone) {
        const facet = (Math.floor((x - cx + 40) / 6) + Math.floor((y - stoneY + 40) / 6)) % 2;
        return facet ? [225, 238, 250] : [170, 205, 240];
      }
      if (subject === 'prongs')
        for (const px of [-15, -5, 5, 15])
          if (Math.abs(x - (cx + px)) < 2.2 && y > stoneY - 16 && y < stoneY + 20) return shade(metal, 0.8);
      if (ring(62, 42, 11)) return shade(metal, 0.75 + 0.35 * ((y - cy + 42) / 84));
      return null;
    }
    case 'watch': {
      const r = Math.hypot(x - cx, y - cy + 8);
      if (Math.abs(x - cx) < 26 && (y < cy - 50 || y > cy + 34) && y > 4 && y < H - 4) return [58, 40, 32];
      if (r < 34) {
        const a = Math.atan2(y - cy + 8, x - cx);
        const hand1 = Math.abs(Math.sin(a - -1.2)) * r < 1.6 && Math.cos(a - -1.2) > 0 && r < 24;
        const hand2 = Math.abs(Math.sin(a - 0.5)) * r < 1.2 && Math.cos(a - 0.5) > 0 && r < 30;
        if (hand1 || hand2) return [30, 30, 30];
        return [244, 240, 228];
      }
      if (r < 42) return shade(metal, 0.85 + 0.25 * Math.sin(Math.atan2(y - cy, x - cx)));
      return null;
    }
    case 'chain': {
      for (let i = -4; i <= 4; i++) {
        const ox = cx + i * 22;
        const oy = cy + Math.sin(i * 0.7) * 16 - 8;
        if (i % 2 === 0 ? ring(14, 9, 4, ox, oy) : ring(9, 14, 4, ox, oy))
          return i === 1 ? [120, 120, 120] : shade(metal, 0.9);
      }
      return null;
    }
    case 'phone': {
      const inX = Math.abs(x - cx) < 44;
      const inY = Math.abs(y - cy + 8) < 78;
      if (!inX || !inY) return null;
      if (Math.abs(x - cx) < 40 && Math.abs(y - cy + 8) < 70) {
        const crack = Math.abs(y - cy - (x - cx) * 0.6) < 1.2 && x > cx - 30;
        return crack ? [230, 230, 230] : [22, 30, 44];
      }
      return [90, 94, 100];
    }
  }
}

const drawn = new Map<string, Buffer>();

/** The picture of a subject in one of its variants (metal and mat), drawn once. */
function png(subject: Subject, variant: number): Buffer {
  const key = `${subject}:${variant % 12}`;
  const done = drawn.get(key);
  if (done) return done;
  const image = draw(subject, variant);
  drawn.set(key, image);
  return image;
}

function draw(subject: Subject, variant: number): Buffer {
  const metal = metals[variant % metals.length]!;
  const mat = mats[variant % mats.length]!;
  const rows: Buffer[] = [];
  const samples = [0.2, 0.5, 0.8];
  for (let y = 0; y < H; y++) {
    const row = Buffer.alloc(1 + W * 3);
    for (let x = 0; x < W; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      const light = 1.15 - Math.hypot(x - W * 0.35, y - H * 0.3) / (W * 1.4);
      for (const sy of samples)
        for (const sx of samples) {
          const c = shape(subject, x + sx, y + sy, metal) ?? [mat[0] * light, mat[1] * light, mat[2] * light];
          r += c[0];
          g += c[1];
          b += c[2];
        }
      const n = samples.length ** 2;
      row[1 + x * 3] = Math.min(255, r / n);
      row[2 + x * 3] = Math.min(255, g / n);
      row[3 + x * 3] = Math.min(255, b / n);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Keeps an intake photo of the item for the store (as the user who took it); its upload id. */
export async function intakePhoto(
  tx: Transaction,
  dataDir: string,
  photo: { storeId: number; userId: number; service: string; variant: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await storeUpload(tx, uploadRoot(dataDir), {
    id,
    file: png(subjectOf(photo.service), photo.variant),
    fileName: `intake-${photo.variant + 1}.png`,
    contentType: 'image/png',
    storeId: photo.storeId,
    vendorId: null,
    uploadedBy: photo.userId,
    isPublic: false,
  });
  return id;
}
