/**
 * Draws the built-in images (graphic art in the brand colours) as SVG and renders each one to AVIF and WebP at
 * the widths listed in web/src/content/builtinImages.ts. Run after changing the art or the list:
 *   node scripts/build-images.ts
 * The output in web/public/images/builtin/ is committed, so builds need no image step.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  BUILTIN_ASPECTS,
  BUILTIN_IMAGE_SPECS,
  builtinImageHeight,
  type BuiltinImageKey,
  type BuiltinImageSpec,
} from '../web/src/content/builtinImages.ts';
import { color } from '../web/src/design/tokens.ts';

const OUT_DIR = fileURLToPath(new URL('../web/public/images/builtin/', import.meta.url));

type Point = readonly [number, number];

/** Joints of a stick-figure fighter in a 400x400 box, facing right. */
interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  arms: readonly [readonly [Point, Point], readonly [Point, Point]];
  legs: readonly [readonly [Point, Point], readonly [Point, Point]];
}

const POSES = {
  kick: {
    head: [150, 78],
    neck: [162, 122],
    hip: [196, 226],
    arms: [
      [
        [140, 172],
        [132, 122],
      ],
      [
        [190, 168],
        [208, 118],
      ],
    ],
    legs: [
      [
        [186, 310],
        [168, 392],
      ],
      [
        [282, 192],
        [378, 126],
      ],
    ],
  },
  guard: {
    head: [212, 70],
    neck: [205, 116],
    hip: [190, 230],
    arms: [
      [
        [244, 172],
        [262, 114],
      ],
      [
        [186, 178],
        [218, 126],
      ],
    ],
    legs: [
      [
        [236, 310],
        [262, 392],
      ],
      [
        [160, 310],
        [128, 392],
      ],
    ],
  },
  punch: {
    head: [192, 80],
    neck: [186, 126],
    hip: [172, 236],
    arms: [
      [
        [268, 128],
        [352, 120],
      ],
      [
        [160, 182],
        [206, 124],
      ],
    ],
    legs: [
      [
        [230, 312],
        [266, 392],
      ],
      [
        [144, 312],
        [108, 392],
      ],
    ],
  },
  knee: {
    head: [206, 70],
    neck: [200, 116],
    hip: [190, 226],
    arms: [
      [
        [252, 150],
        [290, 104],
      ],
      [
        [232, 178],
        [278, 128],
      ],
    ],
    legs: [
      [
        [182, 312],
        [172, 394],
      ],
      [
        [286, 176],
        [252, 272],
      ],
    ],
  },
  jump: {
    head: [200, 62],
    neck: [200, 108],
    hip: [200, 212],
    arms: [
      [
        [150, 72],
        [114, 24],
      ],
      [
        [250, 72],
        [286, 24],
      ],
    ],
    legs: [
      [
        [148, 286],
        [104, 362],
      ],
      [
        [252, 286],
        [296, 362],
      ],
    ],
  },
} as const satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

interface FighterOptions {
  pose: PoseName;
  x: number;
  y: number;
  scale: number;
  mirror?: boolean;
  fill?: string;
  outline?: string;
  ponytail?: boolean;
  pads?: boolean;
}

const pt = (p: Point) => `${p[0]} ${p[1]}`;

/** A fighter drawn twice: a wide outline stroke behind, the silhouette on top, like a cut-out sticker. */
function fighter({
  pose,
  x,
  y,
  scale,
  mirror,
  fill = color.ink,
  outline = color.gold,
  ponytail,
  pads,
}: FighterOptions) {
  const p: Pose = POSES[pose];
  const armPaths = p.arms.map(([elbow, fist]) => `M ${pt(p.neck)} L ${pt(elbow)} L ${pt(fist)}`);
  const legPaths = p.legs.map(([knee, foot]) => `M ${pt(p.hip)} L ${pt(knee)} L ${pt(foot)}`);
  const torso = `M ${pt(p.neck)} L ${pt(p.hip)}`;
  const tail = ponytail ? `<path d="M ${p.head[0] - 18} ${p.head[1] - 20} q -46 -6 -58 40 q 24 -14 44 -6" />` : '';
  const hands = p.arms.map(([, fist]) =>
    pads
      ? `<rect x="${fist[0] - 20}" y="${fist[1] - 30}" width="40" height="60" rx="14" />`
      : `<circle cx="${fist[0]}" cy="${fist[1]}" r="28" />`,
  );
  const body = (stroke: string, widen: number) => `
    <g fill="${stroke}" stroke="${stroke}" stroke-linecap="round" stroke-linejoin="round">
      <path d="${torso}" stroke-width="${66 + widen}" fill="none" />
      ${[...armPaths, ...legPaths].map((d) => `<path d="${d}" stroke-width="${38 + widen}" fill="none" />`).join('')}
      <circle cx="${p.head[0]}" cy="${p.head[1]}" r="${31 + widen / 2}" />
      <g stroke-width="${widen}">${hands.join('')}${tail}</g>
    </g>`;
  const flip = mirror ? ' translate(400 0) scale(-1 1)' : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${flip}">${body(outline, 16)}${body(fill, 0.01)}</g>`;
}

/** Dark ground, a red diagonal band, a gold slash and a few speed lines: the house style of every picture. */
function backdrop(w: number, h: number, seed: number) {
  const lean = seed % 2 === 0 ? 1 : -1;
  const cx = w * (0.5 + 0.08 * ((seed % 3) - 1));
  const band = w * 0.2;
  const tilt = h * 0.45 * lean;
  const slash = (offset: number, width: number) =>
    `${cx + offset + tilt},0 ${cx + offset + width + tilt},0 ${cx + offset + width - tilt},${h} ${cx + offset - tilt},${h}`;
  const lines = [0.18, 0.3, 0.76, 0.86]
    .map((f, i) => {
      const y = h * f;
      const x1 = w * (i % 2 === 0 ? 0.04 : 0.62);
      return `<line x1="${x1}" y1="${y}" x2="${x1 + w * 0.3}" y2="${y - w * 0.3 * 0.12 * lean}" />`;
    })
    .join('');
  return `
    <defs>
      <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${color.ink}" />
        <stop offset="1" stop-color="${color.steel}" />
      </linearGradient>
      <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${color.brandRed}" />
        <stop offset="1" stop-color="${color.brandRedDark}" />
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#ground)" />
    <polygon points="${slash(-band / 2, band)}" fill="url(#band)" />
    <polygon points="${slash(band / 2 + w * 0.03, w * 0.025)}" fill="${color.gold}" />
    <polygon points="${slash(-band / 2 - w * 0.07, w * 0.012)}" fill="${color.brandRed}" opacity="0.7" />
    <g stroke="${color.white}" stroke-opacity="0.18" stroke-width="${Math.max(2, w / 400)}" stroke-linecap="round">${lines}</g>`;
}

function glove(x: number, y: number, scale: number, rotate: number, fill: string) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" stroke="${color.ink}" stroke-width="8" stroke-linejoin="round">
    <rect x="52" y="178" width="112" height="70" rx="12" fill="${color.mist}" />
    <path d="M 44 110 C 40 40 100 8 142 18 C 194 30 206 92 190 142 C 180 176 164 184 150 184 L 62 184 C 46 184 44 160 44 110 Z" fill="${fill}" />
    <path d="M 44 118 C 18 112 14 158 38 170 C 52 178 70 172 78 156" fill="${fill}" />
    <path d="M 80 206 L 140 206 M 80 224 L 140 224" stroke="${color.ink}" stroke-width="6" />
  </g>`;
}

function heavyBag(x: number, y: number, scale: number, fill: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M 60 0 L 60 60 M 30 60 L 60 30 L 90 60" stroke="${color.mist}" stroke-width="8" fill="none" stroke-linecap="round" />
    <rect x="10" y="60" width="100" height="300" rx="42" fill="${fill}" stroke="${color.ink}" stroke-width="8" />
    <rect x="10" y="110" width="100" height="16" fill="${color.ink}" opacity="0.6" />
    <rect x="10" y="294" width="100" height="16" fill="${color.ink}" opacity="0.6" />
  </g>`;
}

function kettlebell(x: number, y: number, scale: number, fill: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke="${color.ink}" stroke-width="8">
    <path d="M 40 70 C 40 0 160 0 160 70" fill="none" stroke="${fill}" stroke-width="26" stroke-linecap="round" />
    <circle cx="100" cy="150" r="86" fill="${fill}" />
    <rect x="50" y="226" width="100" height="18" rx="6" fill="${fill}" />
  </g>`;
}

function barbell(x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke="${color.ink}" stroke-width="6">
    <rect x="0" y="92" width="600" height="16" rx="8" fill="${color.mist}" />
    <rect x="70" y="20" width="44" height="160" rx="10" fill="${color.brandRed}" />
    <rect x="120" y="44" width="30" height="112" rx="8" fill="${color.gold}" />
    <rect x="486" y="20" width="44" height="160" rx="10" fill="${color.brandRed}" />
    <rect x="450" y="44" width="30" height="112" rx="8" fill="${color.gold}" />
  </g>`;
}

function stopwatch(x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke="${color.ink}" stroke-width="8">
    <rect x="84" y="0" width="32" height="34" rx="6" fill="${color.gold}" />
    <circle cx="100" cy="140" r="104" fill="${color.mist}" />
    <circle cx="100" cy="140" r="82" fill="${color.ink}" stroke="none" />
    <path d="M 100 140 L 100 70" stroke="${color.gold}" stroke-width="12" stroke-linecap="round" />
    <path d="M 100 140 L 150 168" stroke="${color.brandRed}" stroke-width="12" stroke-linecap="round" />
    <path d="M 100 140 L 100 58 A 82 82 0 0 1 170 98 Z" fill="${color.brandRed}" opacity="0.6" stroke="none" />
  </g>`;
}

function chevrons(x: number, y: number, scale: number) {
  const one = (dx: number, opacity: number) =>
    `<path d="M ${dx} 0 L ${dx + 60} 60 L ${dx} 120" fill="none" stroke="${color.gold}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}" />`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${one(0, 0.4)}${one(60, 0.7)}${one(120, 1)}</g>`;
}

function cup(x: number, y: number, scale: number) {
  const steam = [60, 110, 160].map((sx) => `<path d="M ${sx} 80 C ${sx - 24} 50 ${sx + 24} 30 ${sx} 0" />`).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <g fill="none" stroke="${color.mist}" stroke-width="12" stroke-linecap="round" opacity="0.8">${steam}</g>
    <g stroke="${color.ink}" stroke-width="8">
      <ellipse cx="110" cy="300" rx="150" ry="26" fill="${color.mist}" />
      <path d="M 240 150 C 300 150 300 240 226 246" fill="none" stroke="${color.gold}" stroke-width="26" />
      <path d="M 10 110 L 230 110 L 214 250 C 208 282 180 290 120 290 C 60 290 32 282 26 250 Z" fill="${color.gold}" />
      <rect x="20" y="140" width="204" height="26" fill="${color.brandRed}" stroke="none" />
    </g>
  </g>`;
}

function lockers(x: number, y: number, scale: number) {
  const locker = (i: number) => {
    const lx = i * 130;
    const fill = i % 2 === 0 ? color.steel : color.coal;
    const vents = [30, 48, 66].map((vy) => `<path d="M ${lx + 30} ${vy} L ${lx + 96} ${vy}" />`).join('');
    return `<rect x="${lx}" y="0" width="124" height="420" rx="6" fill="${fill}" stroke="${color.mist}" stroke-width="6" />
      <g stroke="${color.mist}" stroke-width="8" stroke-linecap="round">${vents}</g>
      <rect x="${lx + 94}" y="200" width="14" height="56" rx="6" fill="${i === 1 ? color.brandRed : color.gold}" />`;
  };
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${[0, 1, 2, 3].map(locker).join('')}
    <rect x="-30" y="470" width="580" height="34" rx="10" fill="${color.gold}" stroke="${color.ink}" stroke-width="6" />
    <rect x="20" y="500" width="26" height="70" fill="${color.mist}" />
    <rect x="470" y="500" width="26" height="70" fill="${color.mist}" />
  </g>`;
}

function ringCorner(w: number, h: number) {
  const post = w * 0.62;
  const ropes = [0.34, 0.5, 0.66]
    .map((f, i) => {
      const rope = [color.brandRed, color.textPrimary, color.gold][i];
      const y = h * f;
      return `<path d="M -20 ${y + h * 0.22} L ${post} ${y} L ${w + 20} ${y + h * 0.16}" stroke="${rope}" stroke-width="${h * 0.035}" fill="none" stroke-linejoin="round" />`;
    })
    .join('');
  return `<g>
    <path d="M 0 ${h * 0.86} L ${post} ${h * 0.78} L ${w} ${h * 0.84} L ${w} ${h} L 0 ${h} Z" fill="${color.steel}" />
    ${ropes}
    <rect x="${post - w * 0.025}" y="${h * 0.2}" width="${w * 0.05}" height="${h * 0.62}" rx="${w * 0.012}" fill="${color.mist}" stroke="${color.ink}" stroke-width="6" />
    <rect x="${post - w * 0.035}" y="${h * 0.28}" width="${w * 0.07}" height="${h * 0.44}" rx="${w * 0.02}" fill="${color.brandRed}" stroke="${color.ink}" stroke-width="6" />
  </g>`;
}

/** Mats in perspective: alternating red and dark tiles running to a vanishing point. */
function matFloor(w: number, h: number) {
  const horizon = h * 0.42;
  const vx = w * 0.5;
  const cols = 8;
  const rows = 6;
  const depth = (r: number) => horizon + (h - horizon) * Math.pow(r / rows, 1.8);
  const xAt = (c: number, y: number) => vx + (((c / cols) * 2 - 1) * w * 1.4 * (y - horizon)) / (h - horizon);
  const tiles: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if ((r + c) % 2 !== 0) continue;
      const y0 = depth(r);
      const y1 = depth(r + 1);
      const fill = (r + c) % 4 === 0 ? color.brandRed : color.brandRedDark;
      tiles.push(
        `<polygon points="${xAt(c, y0)},${y0} ${xAt(c + 1, y0)},${y0} ${xAt(c + 1, y1)},${y1} ${xAt(c, y1)},${y1}" fill="${fill}" />`,
      );
    }
  }
  return `<g>
    <rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="${color.coal}" />
    ${tiles.join('')}
    <rect x="0" y="${horizon - h * 0.02}" width="${w}" height="${h * 0.02}" fill="${color.gold}" />
  </g>`;
}

function octagon(cx: number, cy: number, r: number) {
  const points = Array.from({ length: 8 }, (_, i) => {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    return `${cx + r * Math.cos(a)},${cy + r * Math.sin(a) * 0.62}`;
  }).join(' ');
  return `<polygon points="${points}" fill="none" stroke="${color.mist}" stroke-width="${r * 0.03}" stroke-dasharray="${r * 0.06} ${r * 0.03}" opacity="0.7" />
    <polygon points="${points}" fill="none" stroke="${color.gold}" stroke-width="${r * 0.012}" />`;
}

/** Each picture: its backdrop seed and the motif drawn over it, in the viewBox of its aspect. */
function scene(key: BuiltinImageKey, w: number, h: number): string {
  const s = h / 400;
  switch (key) {
    case 'hero':
      return backdrop(w, h, 0) + fighter({ pose: 'kick', x: w * 0.47, y: h * 0.06, scale: s * 0.88 });
    case 'about':
      return (
        backdrop(w, h, 1) +
        glove(w * 0.18, h * 0.22, s * 1.2, -14, color.brandRed) +
        glove(w * 0.52, h * 0.16, s * 1.2, 12, color.gold)
      );
    case 'trailer':
      return (
        backdrop(w, h, 2) +
        fighter({ pose: 'guard', x: w * 0.12, y: h * 0.1, scale: s * 0.82 }) +
        fighter({ pose: 'guard', x: w * 0.58, y: h * 0.1, scale: s * 0.82, mirror: true, outline: color.textPrimary })
      );
    case 'facility_main':
      return backdrop(w, h, 3) + matFloor(w, h);
    case 'facility_boxing':
      return backdrop(w, h, 4) + ringCorner(w, h);
    case 'facility_bags':
      return (
        backdrop(w, h, 5) +
        heavyBag(w * 0.12, 0, s * 0.85, color.brandRed) +
        heavyBag(w * 0.42, 0, s * 0.85, color.steel) +
        heavyBag(w * 0.72, 0, s * 0.85, color.brandRed)
      );
    case 'facility_strength':
      return (
        backdrop(w, h, 6) +
        barbell(w * 0.08, h * 0.06, s * 0.7) +
        kettlebell(w * 0.2, h * 0.5, s * 0.72, color.brandRed) +
        kettlebell(w * 0.56, h * 0.56, s * 0.6, color.gold)
      );
    case 'facility_cafe':
      return backdrop(w, h, 7) + cup(w * 0.3, h * 0.12, s * 1.05);
    case 'facility_changing':
      return backdrop(w, h, 8) + lockers(w * 0.17, h * 0.08, s * 0.6);
    case 'instructor':
      return (
        backdrop(w, h, 9) +
        fighter({ pose: 'guard', x: w * 0.02, y: h * 0.16, scale: (w / 400) * 0.95, mirror: true, pads: true })
      );
    case 'kickboxing':
      return backdrop(w, h, 10) + fighter({ pose: 'kick', x: w * 0.34, y: h * 0.06, scale: s * 0.9 });
    case 'thaiboxing':
      return backdrop(w, h, 11) + fighter({ pose: 'knee', x: w * 0.36, y: h * 0.06, scale: s * 0.9 });
    case 'boxing':
      return backdrop(w, h, 12) + fighter({ pose: 'punch', x: w * 0.32, y: h * 0.06, scale: s * 0.9 });
    case 'womens-boxing':
      return backdrop(w, h, 13) + fighter({ pose: 'guard', x: w * 0.36, y: h * 0.06, scale: s * 0.9, ponytail: true });
    case 'circuit-training':
      return (
        backdrop(w, h, 14) +
        kettlebell(w * 0.2, h * 0.3, s * 0.95, color.brandRed) +
        stopwatch(w * 0.54, h * 0.16, s * 1.05)
      );
    case 'street-fit-circuit':
      return (
        backdrop(w, h, 15) +
        fighter({ pose: 'jump', x: w * 0.3, y: h * 0.06, scale: s * 0.9 }) +
        chevrons(w * 0.66, h * 0.38, s * 0.8)
      );
    case 'kids-classes':
      return (
        backdrop(w, h, 16) +
        fighter({ pose: 'punch', x: w * 0.2, y: h * 0.3, scale: s * 0.62 }) +
        fighter({ pose: 'punch', x: w * 0.5, y: h * 0.3, scale: s * 0.62, mirror: true, outline: color.textPrimary })
      );
    case 'mma-bootcamps':
      return (
        backdrop(w, h, 17) +
        octagon(w * 0.5, h * 0.62, w * 0.34) +
        fighter({ pose: 'guard', x: w * 0.37, y: h * 0.06, scale: s * 0.88 })
      );
  }
}

function svgFor(key: BuiltinImageKey, spec: BuiltinImageSpec): string {
  const aspect = BUILTIN_ASPECTS[spec.aspect];
  // A fixed drawing size per aspect keeps stroke widths consistent; sharp scales it to each output width.
  const w = 400 * aspect.width;
  const h = 400 * aspect.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${scene(key, w, h)}</svg>`;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  // `node scripts/build-images.ts hero` redraws one picture; without a key every file is redrawn from scratch.
  const only = process.argv[2];
  if (!only) for (const name of await readdir(OUT_DIR)) await rm(path.join(OUT_DIR, name));
  let total = 0;
  for (const [key, spec] of Object.entries(BUILTIN_IMAGE_SPECS) as [BuiltinImageKey, BuiltinImageSpec][]) {
    if (only && key !== only) continue;
    const svg = Buffer.from(svgFor(key, spec));
    if (process.env.SVG_DEBUG) await writeFile(`${OUT_DIR}${key}.svg`, svg);
    for (const width of spec.widths) {
      const height = builtinImageHeight(spec, width);
      // Rasterise the vector at the output size directly (72 dpi is the SVG's 1:1 size).
      const density = (72 * width) / (400 * BUILTIN_ASPECTS[spec.aspect].width);
      const base = sharp(svg, { density }).resize(width, height, { fit: 'fill' });
      const outputs = [
        [`${key}-${width}.avif`, base.clone().avif({ quality: 50, effort: 4 })],
        [`${key}-${width}.webp`, base.clone().webp({ quality: 72, effort: 6 })],
      ] as const;
      for (const [file, pipeline] of outputs) {
        await pipeline.toFile(`${OUT_DIR}${file}`);
        total += (await stat(`${OUT_DIR}${file}`)).size;
      }
    }
  }
  console.log(`Built-in images written to ${OUT_DIR} (${(total / 1024).toFixed(0)} KB in total)`);
}

await main();
