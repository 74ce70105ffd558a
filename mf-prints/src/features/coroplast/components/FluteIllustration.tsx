import { css } from '@emotion/react';

const WIDTH = 200;
const HEIGHT = 60;
/** Drawing scale: pixels per millimetre of thickness. */
const PX_PER_MM = 7;
const RIB_SPACING = 14;

type Props = { mm: number };

/** Cross-section of a corrugated plastic sheet, drawn to scale so the four thicknesses compare. */
export function FluteIllustration({ mm }: Props) {
  const thickness = Math.min(mm * PX_PER_MM, HEIGHT - 4);
  const top = (HEIGHT - thickness) / 2;
  const ribs = Array.from({ length: Math.floor(WIDTH / RIB_SPACING) - 1 }, (_, i) => (i + 1) * RIB_SPACING);
  return (
    <svg
      role="img"
      aria-label={`Corte transversal de una plancha de coroplast de ${mm} mm`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
      css={css({ maxWidth: '100%', height: 'auto' })}
    >
      <rect x={1} y={top} width={WIDTH - 2} height={thickness} fill="#dbeafe" stroke="#1e3a8a" strokeWidth={2} rx={2} />
      {ribs.map((x) => (
        <line key={x} x1={x} x2={x} y1={top} y2={top + thickness} stroke="#1e3a8a" strokeWidth={1.5} />
      ))}
    </svg>
  );
}
