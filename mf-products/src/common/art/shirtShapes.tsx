/**
 * Our drawings of T-shirts on the 200×200 grid: the regular cut (garmentShapes) and the T-shirts'
 * own cuts, necks, sleeves and finishes. Apart from the polos' garments, so a page that draws no
 * T-shirt does not carry them.
 */
import { drawnArt } from './Art';
import { MeshPanels } from './fabricFinishes';
import { GARMENT_CUTS, REGULAR_NECK, REGULAR_SEAMS, type Cut } from './garmentShapes';
import { HeatherFlecks, OrganicTag, TieDye } from './shirtFinishes';
import { OUTLINE, PrintMark, Shade, Tinted, contrastOf, type ShapeProps } from './shapeParts';

const CUTS = {
  ...GARMENT_CUTS,
  // Loose and boxy: a wider, longer body, the shoulders dropped and the sleeves down to the elbows.
  oversize: {
    outline:
      'M68 26 L40 34 L8 98 L38 114 L50 100 L48 186 Q48 190 52 190 L148 190 Q152 190 152 186 L150 100 L162 114 L192 98 L160 34 L132 26',
    neck: { left: 68, right: 132, y: 26, depth: 18 },
    shade: 'M120 44 Q146 42 150 100 L152 186 Q152 190 148 190 L120 190 Z',
    seams: 'M50 100 Q48 66 33 48 M150 100 Q152 66 167 48',
    print: { x: 74, y: 80, w: 52, h: 48 },
    sides: 'M55 104V187M145 104V187',
  },
  // Women's: narrower shoulders, short sleeves, a scooped neck and the body taken in at the waist.
  fitted: {
    outline:
      'M76 30 L60 36 L36 58 L50 82 L62 74 Q74 108 64 132 Q58 152 60 176 Q60 180 64 180 L136 180 Q140 180 140 176 Q142 152 136 132 Q126 108 138 74 L150 82 L164 58 L140 36 L124 30',
    neck: { left: 76, right: 124, y: 30, depth: 22 },
    shade: 'M118 50 Q134 46 138 74 Q126 108 136 132 Q142 152 140 176 Q140 180 136 180 L118 180 Z',
    seams: 'M62 74 Q64 54 60 36 M138 74 Q136 54 140 36',
    print: { x: 78, y: 78, w: 44, h: 40 },
    sides: 'M69 84Q78 108 70 132Q64 152 66 177M131 84Q122 108 130 132Q136 152 134 177',
  },
  // A child's: the regular cut with a shorter body, drawn smaller (see ShirtShape).
  kids: {
    outline:
      'M70 28 L50 36 L18 64 L38 92 L56 82 L56 156 Q56 160 60 160 L140 160 Q144 160 144 156 L144 82 L162 92 L182 64 L150 36 L130 28',
    neck: REGULAR_NECK,
    shade: 'M118 46 Q140 40 144 82 L144 156 Q144 160 140 160 L118 160 Z',
    seams: REGULAR_SEAMS,
    print: { x: 76, y: 74, w: 48, h: 44 },
    sides: 'M62 88V157M138 88V157',
  },
} satisfies Record<string, Cut>;

/** How a neckline closes a cut's outline, and the line of its rib a little lower. */
function neckline({ left, right, y, depth }: Cut['neck'], neck: 'round' | 'v') {
  if (neck === 'v') {
    return {
      close: `L100 ${y + depth * 2} Z`,
      rib: `M${left + 6} ${y + 1} L100 ${y + depth * 2 + 8} L${right - 6} ${y + 1}`,
    };
  }
  const bottom = y + depth;
  return {
    close: `Q${right - 6} ${bottom} 100 ${bottom} Q${left + 6} ${bottom} ${left} ${y} Z`,
    rib: `M${left + 4} ${y + 2} Q${left + 10} ${bottom + 6} 100 ${bottom + 6} Q${right - 10} ${bottom + 6} ${right - 4} ${y + 2}`,
  };
}

/** How a T-shirt is drawn (its data's `art`). */
export type ShirtLook = {
  /** Long sleeves (the regular cut only). */
  longSleeve?: boolean;
  /** Round (the default) or V neck. */
  neck?: 'round' | 'v';
  /** Regular (the default); oversize: loose and boxy; fitted: women's, taken in at the waist; kids: a child's, smaller. */
  fit?: 'regular' | 'oversize' | 'fitted' | 'kids';
  /** Raglan sleeves in a contrasting colour, their seams running to the neck (short sleeves, regular cut). */
  sleeves?: 'contrast';
  /** A tie-dye spiral over the body. */
  pattern?: 'tie-dye';
  /** A heathered (jaspeado) knit: light flecks all over. */
  texture?: 'heather';
  /** Mesh panels down the sides (dry-fit). */
  panels?: 'mesh';
  /** A woven tag on the hem: a leaf for certified organic cotton. */
  tag?: 'organic';
};

/** The raglan's sleeves: from the underarm up to the neckline (the regular cut). */
const RAGLAN_SLEEVES = 'M70 28 L50 36 L18 64 L38 92 L56 82 L75 37 Z M130 28 L150 36 L182 64 L162 92 L144 82 L125 37 Z';

export function ShirtShape({
  color,
  longSleeve = false,
  neck = 'round',
  fit = 'regular',
  sleeves,
  pattern,
  texture,
  panels,
  tag,
}: ShapeProps & ShirtLook) {
  const cut: Cut = fit === 'regular' && longSleeve ? CUTS.long : CUTS[fit];
  const { close, rib } = neckline(cut.neck, neck);
  const outline = `${cut.outline} ${close}`;
  const textureTop = cut.neck.y + cut.neck.depth + 8;
  const shirt = (
    <g strokeLinejoin="round" fill="none">
      <Tinted d={outline} color={color} />
      {sleeves === 'contrast' && (
        <g data-part="raglan-sleeves">
          <Tinted d={RAGLAN_SLEEVES} color={contrastOf(color)} />
        </g>
      )}
      {panels === 'mesh' && <MeshPanels sides={cut.sides} color={color} />}
      {texture === 'heather' && <HeatherFlecks outline={outline} top={textureTop} />}
      {pattern === 'tie-dye' && <TieDye outline={outline} />}
      <Shade d={cut.shade} />
      <path d={rib} stroke={OUTLINE} strokeOpacity={0.45} strokeWidth={3} />
      {sleeves !== 'contrast' && <path d={cut.seams} stroke={OUTLINE} strokeOpacity={0.3} strokeWidth={2} />}
      <PrintMark {...cut.print} />
      {tag === 'organic' && <OrganicTag />}
    </g>
  );
  // A child's T-shirt: smaller in the middle of the grid.
  return fit === 'kids' ? <g transform="translate(16 32) scale(.84)">{shirt}</g> : shirt;
}

export const ShirtArt = drawnArt<ShirtLook>(ShirtShape);
