/**
 * Deterministic SVG pictures of the demo catalogue (no network, no stored files): a sea scene whose sky,
 * light and boat silhouette follow a seed and the boat type. Served under /media/boats/{boatId}/{position}.svg
 * and /media/activities/{id}.svg.
 */

const SAIL_TYPES = new Set(['Sailboat', 'Catamaran', 'Gulet', 'Sail Yacht']);

interface Palette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly sun: string;
  readonly seaTop: string;
  readonly seaBottom: string;
}

/** Morning, midday, golden hour, dusk. */
const PALETTES: readonly Palette[] = [
  { skyTop: '#8ec5ff', skyBottom: '#e0f2ff', sun: '#fff6c9', seaTop: '#2f8fc9', seaBottom: '#0b4f7c' },
  { skyTop: '#4aa3f0', skyBottom: '#bfe3ff', sun: '#ffffff', seaTop: '#1c8bb8', seaBottom: '#06496e' },
  { skyTop: '#f6a96b', skyBottom: '#ffe0b2', sun: '#fff1c1', seaTop: '#3a7ca5', seaBottom: '#173e5f' },
  { skyTop: '#5b4b8a', skyBottom: '#f19c79', sun: '#ffd59e', seaTop: '#34607f', seaBottom: '#14263d' },
];

const HULL_COLOURS = ['#ffffff', '#f4f1ea', '#1f2a44', '#b3262e', '#e8e3d3', '#2c5d8a'] as const;

/** A tiny seeded generator (mulberry32); pictures must not depend on Math.random. */
const randomFrom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const f = (x: number): string => (Math.round(x * 10) / 10).toString();

const scene = (next: () => number, title: string, foreground: string, palette: Palette): string => {
  const sunX = 120 + next() * 560;
  const sunY = 70 + next() * 120;
  const horizon = 300 + next() * 40;
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = horizon + 30 + i * 38 + next() * 10;
    const amp = 4 + next() * 5;
    const phase = next() * 80;
    return `<path d="M0 ${f(y)} Q ${f(50 + phase)} ${f(y - amp)} ${f(100 + phase)} ${f(y)} T ${f(300 + phase)} ${f(y)} T ${f(500 + phase)} ${f(y)} T ${f(700 + phase)} ${f(y)} T ${f(900 + phase)} ${f(y)}" fill="none" stroke="#ffffff" stroke-opacity="${f(0.12 + next() * 0.1)}" stroke-width="3"/>`;
  }).join('');
  const hills = next() < 0.6
    ? `<path d="M0 ${f(horizon)} Q ${f(150 + next() * 100)} ${f(horizon - 40 - next() * 50)} ${f(330 + next() * 80)} ${f(horizon)} Z" fill="${palette.seaBottom}" fill-opacity="0.35"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.seaTop}"/><stop offset="1" stop-color="${palette.seaBottom}"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(30 + next() * 20)}" fill="${palette.sun}" fill-opacity="0.9"/>` +
    hills +
    `<rect y="${f(horizon)}" width="800" height="${f(600 - horizon)}" fill="url(#sea)"/>` +
    waves +
    foreground +
    `</svg>`;
};

/** Hull, cabin and rig of a boat type, drawn around a waterline at (cx, y). */
const boatShape = (next: () => number, type: string, cx: number, y: number): string => {
  const hull = HULL_COLOURS[Math.floor(next() * HULL_COLOURS.length)] ?? '#ffffff';
  const accent = hull === '#ffffff' || hull === '#f4f1ea' || hull === '#e8e3d3' ? '#1f2a44' : '#ffffff';
  const sail = '#fbfbf7';
  const shadow = `<ellipse cx="${f(cx)}" cy="${f(y + 8)}" rx="${f(190)}" ry="10" fill="#000000" fill-opacity="0.18"/>`;
  const monohull = (w: number, h: number) =>
    `<path d="M${f(cx - w / 2)} ${f(y - h)} L${f(cx + w / 2 + 20)} ${f(y - h)} L${f(cx + w / 2 - 20)} ${f(y)} L${f(cx - w / 2 + 15)} ${f(y)} Z" fill="${hull}"/>` +
    `<rect x="${f(cx - w / 2 + 8)}" y="${f(y - h + 6)}" width="${f(w - 10)}" height="4" fill="${accent}" fill-opacity="0.6"/>`;
  const mast = (x: number, height: number) =>
    `<rect x="${f(x - 2)}" y="${f(y - 40 - height)}" width="4" height="${f(height)}" fill="#5c5c5c"/>`;
  const mainSail = (x: number, height: number, width: number) =>
    `<path d="M${f(x + 3)} ${f(y - 44 - height)} L${f(x + 3)} ${f(y - 50)} L${f(x + width)} ${f(y - 50)} Z" fill="${sail}" stroke="#d9d9d0"/>`;
  const jib = (x: number, height: number, width: number) =>
    `<path d="M${f(x - 3)} ${f(y - 44 - height * 0.92)} L${f(x - width)} ${f(y - 48)} L${f(x - 3)} ${f(y - 48)} Z" fill="${sail}" fill-opacity="0.92" stroke="#d9d9d0"/>`;
  switch (type) {
    case 'Sailboat':
    case 'Sail Yacht': {
      const h = type === 'Sail Yacht' ? 250 : 200;
      return shadow + monohull(type === 'Sail Yacht' ? 330 : 260, 40) +
        `<rect x="${f(cx - 40)}" y="${f(y - 58)}" width="90" height="18" rx="6" fill="${hull}" stroke="${accent}" stroke-opacity="0.3"/>` +
        mast(cx, h) + mainSail(cx, h, 120 + next() * 30) + jib(cx, h, 110 + next() * 30);
    }
    case 'Catamaran':
      return shadow +
        `<rect x="${f(cx - 170)}" y="${f(y - 28)}" width="340" height="22" rx="8" fill="${hull}"/>` +
        `<rect x="${f(cx - 160)}" y="${f(y - 10)}" width="130" height="12" rx="5" fill="${hull}" stroke="${accent}" stroke-opacity="0.3"/>` +
        `<rect x="${f(cx + 30)}" y="${f(y - 10)}" width="130" height="12" rx="5" fill="${hull}" stroke="${accent}" stroke-opacity="0.3"/>` +
        `<rect x="${f(cx - 90)}" y="${f(y - 60)}" width="180" height="34" rx="10" fill="${hull}"/>` +
        `<rect x="${f(cx - 80)}" y="${f(y - 52)}" width="160" height="12" rx="4" fill="#23344f" fill-opacity="0.8"/>` +
        mast(cx, 210) + mainSail(cx, 210, 140) + jib(cx, 210, 120);
    case 'Gulet':
      return shadow +
        `<path d="M${f(cx - 200)} ${f(y - 45)} Q ${f(cx)} ${f(y - 30)} ${f(cx + 220)} ${f(y - 60)} L${f(cx + 170)} ${f(y)} L${f(cx - 180)} ${f(y)} Z" fill="#8a5a32"/>` +
        `<rect x="${f(cx - 150)}" y="${f(y - 72)}" width="230" height="26" rx="4" fill="#a8703f"/>` +
        `<rect x="${f(cx - 140)}" y="${f(y - 66)}" width="210" height="8" fill="#f2e6d0" fill-opacity="0.8"/>` +
        mast(cx - 60, 190) + mainSail(cx - 60, 190, 95) + mast(cx + 70, 220) + mainSail(cx + 70, 220, 110) + jib(cx - 60, 190, 100);
    case 'Houseboat':
      return shadow +
        `<rect x="${f(cx - 170)}" y="${f(y - 30)}" width="340" height="32" rx="10" fill="${hull}"/>` +
        `<rect x="${f(cx - 130)}" y="${f(y - 95)}" width="230" height="66" rx="6" fill="#f3ead7"/>` +
        `<path d="M${f(cx - 140)} ${f(y - 95)} L${f(cx - 15)} ${f(y - 125)} L${f(cx + 110)} ${f(y - 95)} Z" fill="#7a4a2a"/>` +
        [0, 1, 2, 3].map((i) => `<rect x="${f(cx - 115 + i * 55)}" y="${f(y - 82)}" width="34" height="26" rx="3" fill="#3b5b7a"/>`).join('');
    case 'Jet Ski':
      return `<ellipse cx="${f(cx)}" cy="${f(y + 6)}" rx="90" ry="8" fill="#000000" fill-opacity="0.18"/>` +
        `<path d="M${f(cx - 80)} ${f(y - 10)} Q ${f(cx - 20)} ${f(y - 40)} ${f(cx + 70)} ${f(y - 28)} L${f(cx + 85)} ${f(y - 5)} L${f(cx - 70)} ${f(y + 2)} Z" fill="${hull === '#ffffff' ? '#f2c230' : hull}"/>` +
        `<path d="M${f(cx - 30)} ${f(y - 32)} L${f(cx + 20)} ${f(y - 36)} L${f(cx + 10)} ${f(y - 26)} L${f(cx - 35)} ${f(y - 24)} Z" fill="#1b1b1b"/>` +
        `<path d="M${f(cx - 110)} ${f(y + 4)} Q ${f(cx - 150)} ${f(y - 6)} ${f(cx - 190)} ${f(y + 6)}" stroke="#ffffff" stroke-width="4" fill="none" stroke-opacity="0.7"/>`;
    case 'RIB':
      return shadow +
        `<rect x="${f(cx - 150)}" y="${f(y - 30)}" width="300" height="30" rx="15" fill="#5d6470"/>` +
        `<path d="M${f(cx - 130)} ${f(y - 2)} L${f(cx + 140)} ${f(y - 2)} L${f(cx + 110)} ${f(y + 8)} L${f(cx - 120)} ${f(y + 8)} Z" fill="${hull}"/>` +
        `<rect x="${f(cx - 20)}" y="${f(y - 62)}" width="50" height="34" rx="6" fill="#2b2b2b"/>` +
        `<rect x="${f(cx - 150)}" y="${f(y - 55)}" width="22" height="40" rx="4" fill="#1f1f1f"/>`;
    case 'Without license':
      return `<ellipse cx="${f(cx)}" cy="${f(y + 6)}" rx="120" ry="8" fill="#000000" fill-opacity="0.18"/>` +
        `<path d="M${f(cx - 110)} ${f(y - 26)} L${f(cx + 120)} ${f(y - 26)} L${f(cx + 95)} ${f(y)} L${f(cx - 100)} ${f(y)} Z" fill="${hull}"/>` +
        `<rect x="${f(cx - 40)}" y="${f(y - 80)}" width="4" height="54" fill="#9a9a9a"/><rect x="${f(cx + 40)}" y="${f(y - 80)}" width="4" height="54" fill="#9a9a9a"/>` +
        `<path d="M${f(cx - 60)} ${f(y - 82)} L${f(cx + 64)} ${f(y - 82)} L${f(cx + 54)} ${f(y - 92)} L${f(cx - 50)} ${f(y - 92)} Z" fill="#e0b34a"/>` +
        `<rect x="${f(cx - 128)}" y="${f(y - 42)}" width="18" height="34" rx="3" fill="#2b2b2b"/>`;
    default: {
      // Motorboat, Motor Yacht, Yacht: superstructure with windows, bigger for yachts.
      const big = type === 'Motor Yacht' || type === 'Yacht';
      const w = big ? 360 : 260;
      return shadow + monohull(w, big ? 48 : 36) +
        `<path d="M${f(cx - w / 3)} ${f(y - (big ? 48 : 36))} L${f(cx - w / 3 + 20)} ${f(y - (big ? 100 : 70))} L${f(cx + w / 5)} ${f(y - (big ? 100 : 70))} L${f(cx + w / 3)} ${f(y - (big ? 48 : 36))} Z" fill="${hull === '#1f2a44' ? '#e9edf2' : hull}" stroke="${accent}" stroke-opacity="0.25"/>` +
        `<rect x="${f(cx - w / 3 + 26)}" y="${f(y - (big ? 88 : 62))}" width="${f(w / 2)}" height="${big ? 16 : 12}" rx="4" fill="#23344f" fill-opacity="0.85"/>` +
        (big
          ? `<path d="M${f(cx - w / 4)} ${f(y - 100)} L${f(cx - w / 4 + 16)} ${f(y - 135)} L${f(cx + w / 8)} ${f(y - 135)} L${f(cx + w / 6)} ${f(y - 100)} Z" fill="#e9edf2"/>` +
            `<rect x="${f(cx - w / 4 + 22)}" y="${f(y - 128)}" width="${f(w / 3)}" height="12" rx="4" fill="#23344f" fill-opacity="0.85"/>`
          : '');
    }
  }
};

/** A pleasant, deterministic picture of a boat: `index` varies the light and the framing among a boat's pictures. */
export const boatPictureSvg = (seed: number, type: string, index: number): string => {
  const next = randomFrom(Math.imul(seed >>> 0, 2654435761) ^ Math.imul(index + 1, 40503));
  const palette = PALETTES[Math.floor(next() * PALETTES.length)] ?? (PALETTES[0] as Palette);
  const cx = 320 + next() * 160;
  const y = 380 + next() * 60;
  const kind = SAIL_TYPES.has(type) ? 'sail' : 'motor';
  return scene(next, `${type} (${kind})`, boatShape(next, type, cx, y), palette);
};

/** The cover of an activity: a boat fitting the activity type on a sea scene. */
export const activityPictureSvg = (seed: number, activityType: string): string => {
  const boatType: Readonly<Record<string, string>> = {
    sunsetCruise: 'Catamaran', fishingTrip: 'Motorboat', jetSkiTour: 'Jet Ski', snorkeling: 'RIB', boatParty: 'Motor Yacht',
    wakeboarding: 'Motorboat', islandHopping: 'Gulet',
  };
  const next = randomFrom(Math.imul(seed >>> 0, 2246822519) ^ 0x5bd1e995);
  // Sunset cruises are drawn at golden hour or dusk.
  const palette = activityType === 'sunsetCruise'
    ? (PALETTES[2 + Math.floor(next() * 2)] ?? (PALETTES[2] as Palette))
    : (PALETTES[Math.floor(next() * PALETTES.length)] ?? (PALETTES[0] as Palette));
  const type = boatType[activityType] ?? 'Motorboat';
  return scene(next, activityType, boatShape(next, type, 320 + next() * 160, 380 + next() * 60), palette);
};

/** A drawn picture is served as drawn (SVG) or as a WebP made from it (what the seed links to, issue [8]). */
export type DrawnFormat = 'svg' | 'webp';

export type MediaPicture =
  | { readonly kind: 'boat'; readonly boatId: number; readonly position: number; readonly format: DrawnFormat }
  | { readonly kind: 'activity'; readonly activityId: number; readonly format: DrawnFormat };

/**
 * Reads a picture path as stored in boat_pictures.url or activities.cover_url
 * ('/media/boats/{boatId}/{position}.webp', '/media/activities/{id}.webp', or `.svg`); null for anything else.
 * A boat picture is then drawn with boatPictureSvg(boatId, boat.type, position).
 */
export const parseMediaPath = (path: string): MediaPicture | null => {
  const boat = /^\/media\/boats\/([1-9]\d{0,9})\/([1-9]\d{0,2})\.(svg|webp)$/.exec(path);
  if (boat) return { kind: 'boat', boatId: Number(boat[1]), position: Number(boat[2]), format: boat[3] as DrawnFormat };
  const activity = /^\/media\/activities\/([1-9]\d{0,9})\.(svg|webp)$/.exec(path);
  if (activity) return { kind: 'activity', activityId: Number(activity[1]), format: activity[2] as DrawnFormat };
  return null;
};

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
