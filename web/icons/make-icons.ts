/**
 * Draws the app's icons (the favicon's ship: a hull and a sail) as PNGs into web/public/:
 * 192 and 512 px on a rounded tile ("any"), and a 512 px maskable one whose ship stays inside
 * the central safe circle (radius 40%) so any launcher's mask keeps it whole.
 * Run `npx tsx web/icons/make-icons.ts` after changing the drawing; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
type Point = [number, number];
interface Shape {
  points: Point[];
  fill: Rgb;
}

const SEA: Rgb = [0x0f, 0x5e, 0x8c];
const PAPER: Rgb = [0xf4, 0xef, 0xe4];
/** The favicon's drawing on its 32-unit grid (web/index.html). */
const SHIP: Shape[] = [
  {
    points: [
      [4, 20],
      [28, 20],
      [24, 27],
      [8, 27],
    ],
    fill: [0x8a, 0x5a, 0x2b],
  },
  {
    points: [
      [15, 4],
      [15, 19],
      [6, 19],
    ],
    fill: PAPER,
  },
  {
    points: [
      [17, 7],
      [17, 19],
      [25, 19],
    ],
    fill: [0xdd, 0xd2, 0xb8],
  },
];

function inside([x, y]: Point, poly: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Inside a square of side 1 with corners rounded by radius r (all in unit coordinates). */
function inRoundedSquare(x: number, y: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= 0 && x <= 1 && y >= 0 && y <= 1;
}

/**
 * RGBA pixels, 4x4 supersampled. `shipScale` is the ship's 32-unit grid's share of the side;
 * `tile` rounds the background's corners (transparent outside), else it fills the square.
 */
function draw(size: number, shipScale: number, tile: boolean): Buffer {
  const px = Buffer.alloc(size * size * 4);
  const n = 4;
  const offset = (1 - shipScale) / 2;
  for (let py = 0; py < size; py++) {
    for (let pxi = 0; pxi < size; pxi++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const u = (pxi + (sx + 0.5) / n) / size;
          const v = (py + (sy + 0.5) / n) / size;
          if (tile && !inRoundedSquare(u, v, 0.18)) continue;
          const grid: Point = [((u - offset) / shipScale) * 32, ((v - offset) / shipScale) * 32 + 1];
          const colour = SHIP.find((s) => inside(grid, s.points))?.fill ?? SEA;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const k = (py * size + pxi) * 4;
      const covered = a / 255;
      px[k] = covered ? Math.round(r / covered) : 0;
      px[k + 1] = covered ? Math.round(g / covered) : 0;
      px[k + 2] = covered ? Math.round(b / covered) : 0;
      px[k + 3] = Math.round(a / (n * n));
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGBA PNG: each row prefixed by filter type 0, the whole deflated into one IDAT. */
export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const icons: [string, number, number, boolean][] = [
  ['icon-192.png', 192, 0.86, true],
  ['icon-512.png', 512, 0.86, true],
  // The safe zone is a circle of 80% of the side: the ship's grid at 62% stays inside it.
  ['icon-maskable-512.png', 512, 0.62, false],
];
for (const [name, size, scale, tile] of icons) {
  writeFileSync(join(out, name), encodePng(size, draw(size, scale, tile)));
  console.log(`web/public/${name}`);
}
