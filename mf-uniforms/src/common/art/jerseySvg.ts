import { escapeHtml } from '@estampa/shared/security/html';
import { PALETTE, contrast } from '../catalogue/palette';
import { splitColors } from '../catalogue/generate';
import { hashString } from '../catalogue/random';
import type { Sport } from '../catalogue/types';
import { ART_SIZE } from './artSize';

/**
 * Our own jersey illustrations, as SVG text. Pure: the same model always gives the same
 * drawing. Written to public/art/ by scripts/generate-art.js at build time, so the browser
 * only ever fetches the files it shows (lazily) and the bundle carries none of them.
 */

export type JerseyFace = 'front' | 'back';

export type JerseyModel = { readonly id: number | string; readonly name: string; readonly colors: string };

export type JerseyOptions = { readonly sport: Sport; readonly face?: JerseyFace };

export const PATTERNS = [
  'paneles',
  'rayas',
  'finas',
  'aros',
  'chevron',
  'banda',
  'mitades',
  'degradado',
  'hombros',
  'zigzag',
  'rombos',
  'puntos',
  'olas',
  'fragmentos',
  'franja',
  'pecho',
  'rayos',
  'diagonales',
] as const;

export type Pattern = (typeof PATTERNS)[number];

type Cut = 'tank' | 'tee' | 'button';
type Neck = 'round' | 'v';

export type JerseyDesign = {
  readonly pattern: Pattern;
  /** 0..3: stripe widths, band positions, directions within a pattern. */
  readonly variant: number;
  readonly cut: Cut;
  readonly neck: Neck;
  readonly number: number;
  readonly primary: string;
  readonly secondary: string;
};

const CUTS: Record<Sport, Cut> = {
  basquetbol: 'tank',
  futbol: 'tee',
  voleibol: 'tee',
  beisbol: 'button',
  softbol: 'button',
};
const SPORT_OFFSET: Record<Sport, number> = { basquetbol: 0, futbol: 5, softbol: 9, beisbol: 13, voleibol: 3 };

/** The drawing choices for a model: pattern and variant vary with the id, colours come from 'A y B'. */
export function jerseyDesign(model: JerseyModel, sport: Sport): JerseyDesign {
  const index = Number(model.id);
  if (!Number.isInteger(index) || index < 1) throw new RangeError(`bad model id: ${String(model.id)}`);
  const pair = splitColors(model.colors);
  if (!pair) throw new RangeError(`bad colours: ${model.colors}`);
  const h = hashString(`${sport}:${index}`);
  const cut = CUTS[sport];
  return {
    pattern: PATTERNS[(index - 1 + SPORT_OFFSET[sport]) % PATTERNS.length],
    variant: h % 4,
    cut,
    neck: cut === 'button' ? 'v' : (h >>> 3) % 2 === 0 ? 'round' : 'v',
    number: ((index - 1) % 99) + 1,
    primary: PALETTE[pair[0]],
    secondary: PALETTE[pair[1]],
  };
}

const r = (n: number) => Math.round(n * 10) / 10;

/** The neckline from its left end (already reached) to its right end, as path commands. */
function neckCommands(cut: Cut, neck: Neck, face: JerseyFace): string {
  const [from, to] = cut === 'tank' ? [162, 238] : [150, 250];
  if (face === 'front' && neck === 'v') return `L200,118 L${to},40`;
  const depth = face === 'back' ? 62 : 100;
  return `C${from + 8},${depth} ${to - 8},${depth} ${to},40`;
}

function neckTrim(cut: Cut, neck: Neck, face: JerseyFace): string {
  return `M${cut === 'tank' ? 162 : 150},40 ${neckCommands(cut, neck, face)}`;
}

function silhouette(cut: Cut, neck: Neck, face: JerseyFace): string {
  const neckPath = neckCommands(cut, neck, face);
  if (cut === 'tank') {
    return `M128,40 L162,40 ${neckPath} L272,40 Q270,128 308,152 L302,368 Q200,384 98,368 L92,152 Q130,128 128,40 Z`;
  }
  // 'button' (baseball, softball) is slightly tapered at the waist.
  const right = cut === 'button' ? 'Q290,250 302,368' : 'L300,368';
  const left = cut === 'button' ? 'Q110,250 104,132' : 'L104,132';
  return `M150,40 ${neckPath} L302,56 L358,112 L326,152 L296,132 ${right} Q200,384 98,368 ${left} L74,152 L42,112 L98,56 Z`;
}

/** The SVG of each pattern. */
// eslint-disable-next-line max-lines-per-function -- a plain template per pattern variant
function patternMarkup(d: JerseyDesign, uid: string): { defs: string; body: string } {
  const B = d.secondary;
  const v = d.variant;
  const fill = `fill="${B}"`;
  switch (d.pattern) {
    case 'paneles': {
      const w = 52 + v * 10;
      return {
        defs: '',
        body: `<path d="M0,0 H${100 + w - 50} L${70 + w},400 H0Z" ${fill}/><path d="M400,0 H${300 - w + 50} L${330 - w},400 H400Z" ${fill}/>`,
      };
    }
    case 'rayas': {
      const w = 16 + v * 5;
      let s = '';
      for (let x = 200 - w / 2 - 4 * w; x < 400; x += 2 * w) s += `<rect x="${r(x)}" y="0" width="${w}" height="400"/>`;
      return { defs: '', body: `<g ${fill}>${s}</g>` };
    }
    case 'finas': {
      const gap = 14 + v * 3;
      let s = '';
      for (let x = 200 - gap * 12; x < 400; x += gap) s += `M${x},0V400`;
      return { defs: '', body: `<path d="${s}" stroke="${B}" stroke-width="${v % 2 ? 3 : 2}" opacity=".9"/>` };
    }
    case 'aros': {
      const h = 22 + v * 6;
      let s = '';
      for (let y = 120 + (v % 2) * 20; y < 400; y += 2 * h) s += `<rect x="0" y="${y}" width="400" height="${h}"/>`;
      return { defs: '', body: `<g ${fill}>${s}</g>` };
    }
    case 'chevron': {
      const top = 110 + v * 12;
      let s = '';
      for (let i = 0; i < 3; i++) {
        const y = top + i * 46;
        s += `<path d="M0,${y} L200,${y + 90} L400,${y} V${y + 22} L200,${y + 112} L0,${y + 22}Z"/>`;
      }
      return { defs: '', body: `<g ${fill}>${s}</g>` };
    }
    case 'banda': {
      const flip = v % 2 === 1;
      const w = 60 + v * 8;
      const path = `M0,${40 + v * 10} L${w},${v * 10} L400,${300 - w} V${300 + w * 0.2} Z`;
      return { defs: '', body: `<path d="${path}" ${fill}${flip ? ' transform="matrix(-1 0 0 1 400 0)"' : ''}/>` };
    }
    case 'mitades': {
      const left = v % 2 === 0;
      return {
        defs: '',
        body: `<rect x="${left ? 0 : 200}" y="0" width="200" height="400" ${fill}/><rect x="196" y="0" width="8" height="400" fill="${d.primary}" opacity=".55"/>`,
      };
    }
    case 'degradado': {
      const dirs = [
        'x1="0" y1="0" x2="0" y2="1"',
        'x1="0" y1="1" x2="0" y2="0"',
        'x1="0" y1="0" x2="1" y2="1"',
        'x1="1" y1="0" x2="0" y2="1"',
      ];
      return {
        defs: `<linearGradient id="${uid}g" ${dirs[v]}><stop offset=".15" stop-color="${d.primary}"/><stop offset=".9" stop-color="${B}"/></linearGradient>`,
        body: `<rect width="400" height="400" fill="url(#${uid}g)"/>`,
      };
    }
    case 'hombros': {
      const y = 110 + v * 14;
      return {
        defs: '',
        body: `<path d="M0,0 H400 V${y} Q300,${y + 40} 200,${y} Q100,${y - 40} 0,${y}Z" ${fill}/><path d="M0,${y + 14} Q100,${y - 26} 200,${y + 14} Q300,${y + 54} 400,${y + 14}" stroke="${B}" stroke-width="6" fill="none"/>`,
      };
    }
    case 'zigzag': {
      const y = 170 + v * 18;
      let pts = '';
      for (let i = 0; i <= 10; i++) pts += `${i * 40},${i % 2 ? y - 28 : y + 28} `;
      return {
        defs: '',
        body: `<polyline points="${pts.trim()}" stroke="${B}" stroke-width="${22 + v * 4}" fill="none" stroke-linejoin="miter"/>`,
      };
    }
    case 'rombos': {
      const s = 44 + v * 8;
      return {
        defs: `<pattern id="${uid}p" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><path d="M${s / 2},0 L${s},${s / 2} L${s / 2},${s} L0,${s / 2}Z" fill="${B}" opacity=".8"/></pattern>`,
        body: `<rect width="400" height="400" fill="url(#${uid}p)"/>`,
      };
    }
    case 'puntos': {
      // Halftone: one row pattern per line of dots, the dots growing towards the hem.
      let defs = '';
      let s = '';
      const step = 22;
      for (let row = 0; row < 13; row++) {
        const y = 100 + row * step;
        const rad = r(Math.min(10, 1 + row * (0.7 + v * 0.08)));
        defs += `<pattern id="${uid}d${row}" width="${step}" height="${step}" x="${(row % 2) * (step / 2)}" y="${y - step / 2}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${rad}" ${fill}/></pattern>`;
        s += `<rect y="${y - step / 2}" width="400" height="${step}" fill="url(#${uid}d${row})"/>`;
      }
      return { defs, body: s };
    }
    case 'olas': {
      let s = '';
      for (let i = 0; i < 3; i++) {
        const y = 150 + i * 70 + v * 6;
        s += `<path d="M0,${y} C100,${y - 40} 300,${y + 40} 400,${y} V${y + 26} C300,${y + 66} 100,${y - 14} 0,${y + 26}Z"/>`;
      }
      return { defs: '', body: `<g ${fill}>${s}</g>` };
    }
    case 'fragmentos': {
      const h = hashString(`fr:${d.primary}${d.secondary}${v}`);
      let s = '';
      for (let i = 0; i < 9; i++) {
        const k = (h >>> (i * 3)) & 7;
        const x = (i % 3) * 140 + k * 6;
        const y = Math.floor(i / 3) * 120 + 60;
        s += `<path d="M${x},${y} L${x + 120 - k * 4},${y + 30 + k * 6} L${x + 30 + k * 5},${y + 130}Z" opacity="${r(0.55 + (k % 4) * 0.15)}"/>`;
      }
      return { defs: '', body: `<g ${fill}>${s}</g>` };
    }
    case 'franja': {
      const w = 56 + v * 12;
      return {
        defs: '',
        body: `<rect x="${200 - w / 2}" y="0" width="${w}" height="400" ${fill}/><path d="M${200 - w / 2 - 12},0V400M${200 + w / 2 + 12},0V400" stroke="${B}" stroke-width="5"/>`,
      };
    }
    case 'pecho': {
      const y = 150 + v * 10;
      return {
        defs: '',
        body: `<rect x="0" y="${y}" width="400" height="34" ${fill}/><rect x="0" y="${y + 44}" width="400" height="10" ${fill}/><rect x="0" y="340" width="400" height="60" ${fill}/>`,
      };
    }
    case 'rayos': {
      const cx = [200, 60, 340, 200][v];
      const cy = [400, 380, 380, 0][v];
      let s = '';
      for (let a = 0; a < 360; a += 20) {
        const t1 = (a * Math.PI) / 180;
        const t2 = ((a + 10) * Math.PI) / 180;
        s += `M${cx},${cy}L${r(cx + 600 * Math.cos(t1))},${r(cy + 600 * Math.sin(t1))}L${r(cx + 600 * Math.cos(t2))},${r(cy + 600 * Math.sin(t2))}Z`;
      }
      return { defs: '', body: `<path d="${s}" ${fill} opacity=".85"/>` };
    }
    case 'diagonales': {
      const gap = 36 + v * 6;
      let s = '';
      for (let x = -400; x < 400; x += gap) s += `M${x},400L${x + 400},0`;
      return { defs: '', body: `<path d="${s}" stroke="${B}" stroke-width="${10 + v * 3}"/>` };
    }
  }
}

/** Black, white or the second colour: whichever reads best on the main colour. */
function inkOn(background: string, preferred: string): { fill: string; stroke: string } {
  const candidates = [preferred, '#ffffff', '#161616'];
  const fill = candidates.reduce(
    (best, c) => (contrast(c, background) > contrast(best, background) + (best === preferred ? 1.2 : 0) ? c : best),
    preferred,
  );
  const stroke = contrast(fill, '#ffffff') > contrast(fill, '#161616') ? '#ffffff' : '#161616';
  return { fill, stroke };
}

/**
 * The SVG document of a model's jersey. Front: pattern, trims and a number. Back (for the 3D
 * viewer): the same pattern mirrored, the model name across the shoulders and a large number.
 */
export function jerseySvg(model: JerseyModel, options: JerseyOptions): string {
  const face = options.face ?? 'front';
  const d = jerseyDesign(model, options.sport);
  const uid = `j${d.number}${face[0]}`;
  const shape = silhouette(d.cut, d.neck, face);
  const { defs, body } = patternMarkup(d, uid);
  const mirror = face === 'back' ? ' transform="matrix(-1 0 0 1 400 0)"' : '';
  const ink = inkOn(d.primary, d.secondary);
  const label = `${face === 'back' ? 'Espalda' : 'Frente'} del uniforme ${model.name}, ${model.colors}`;

  const trims: string[] = [];
  trims.push(`<path d="${neckTrim(d.cut, d.neck, face)}" stroke="${d.secondary}" stroke-width="10" fill="none"/>`);
  if (d.cut === 'tank') {
    trims.push(
      `<path d="M128,40 Q130,128 92,152M272,40 Q270,128 308,152" stroke="${d.secondary}" stroke-width="9" fill="none"/>`,
    );
  } else {
    trims.push(`<path d="M358,112 L326,152M42,112 L74,152" stroke="${d.secondary}" stroke-width="12" fill="none"/>`);
  }
  if (d.cut === 'button' && face === 'front') {
    trims.push(
      `<path d="M200,118V368" stroke="${d.secondary}" stroke-width="4"/><g fill="${ink.fill}">${[150, 190, 230, 270, 310].map((y) => `<circle cx="208" cy="${y}" r="4"/>`).join('')}</g>`,
    );
  }

  let text = '';
  const textAttrs = `font-family="Arial, Helvetica, sans-serif" font-weight="800" text-anchor="middle" fill="${ink.fill}" stroke="${ink.stroke}" paint-order="stroke" stroke-linejoin="round"`;
  if (face === 'front') {
    if (d.cut === 'button')
      text = `<text x="262" y="200" font-size="52" stroke-width="5" ${textAttrs}>${d.number}</text>`;
    else
      text = `<text x="200" y="${d.cut === 'tank' ? 262 : 250}" font-size="${d.cut === 'tank' ? 104 : 88}" stroke-width="7" ${textAttrs}>${d.number}</text>`;
  } else {
    const name = escapeHtml(model.name.toUpperCase());
    const fit = model.name.length > 11 ? ' textLength="190" lengthAdjust="spacingAndGlyphs"' : '';
    text =
      `<text x="200" y="130" font-size="28" stroke-width="4"${fit} ${textAttrs}>${name}</text>` +
      `<text x="200" y="272" font-size="120" stroke-width="8" ${textAttrs}>${d.number}</text>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 400 400" role="img" aria-label="${escapeHtml(label)}" data-pattern="${d.pattern}">` +
    `<defs><clipPath id="${uid}c"><path d="${shape}"/></clipPath>` +
    `<linearGradient id="${uid}s" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".3" stop-color="#000" stop-opacity="0"/><stop offset=".7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>${defs}</defs>` +
    `<ellipse cx="200" cy="378" rx="120" ry="10" fill="#000" opacity=".12"/>` +
    `<g clip-path="url(#${uid}c)"><rect width="400" height="400" fill="${d.primary}"/><g${mirror}>${body}</g>${trims.join('')}<rect width="400" height="400" fill="url(#${uid}s)"/></g>` +
    `<path d="${shape}" fill="none" stroke="#0b1120" stroke-opacity=".45" stroke-width="3" stroke-linejoin="round"/>` +
    text +
    `</svg>`
  );
}
