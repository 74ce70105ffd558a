import { escapeHtml } from '@estampa/shared/security/html';
import type { Sport } from '../catalogue/types';
import { ART_SIZE, SIDE_DEPTH_RATIO } from './artSize';
import { jerseyDesign, type JerseyModel } from './jerseySvg';

/**
 * The side of a sleeved jersey (football), for the 3D viewer's side faces: the torso seen from
 * the side, its sleeve, the collar and a side panel in the second colour. 100 × 400 units, on the
 * scale of the 400-unit front and back drawings (SIDE_DEPTH_RATIO of their width).
 */

const TORSO = 'M30,40 Q50,34 70,40 L86,58 Q92,210 96,368 Q50,380 4,368 Q8,210 14,58 Z';
const SLEEVE = 'M16,56 Q50,44 84,56 L88,156 Q50,166 12,156 Z';
const CUFF = 'M13,140 Q50,150 87,140 L88,156 Q50,166 12,156 Z';
const COLLAR = 'M30,40 Q50,34 70,40 L72,50 Q50,42 28,50 Z';

export function jerseySideSvg(model: JerseyModel, sport: Sport): string {
  const d = jerseyDesign(model, sport);
  const uid = `j${d.number}s`;
  const label = `Costado del uniforme ${model.name}, ${model.colors}`;
  const width = Math.round(ART_SIZE * SIDE_DEPTH_RATIO);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${ART_SIZE}" viewBox="0 0 100 400" role="img" aria-label="${escapeHtml(label)}">` +
    `<defs><clipPath id="${uid}c"><path d="${TORSO}"/></clipPath>` +
    `<linearGradient id="${uid}g" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient></defs>` +
    `<g clip-path="url(#${uid}c)"><rect width="100" height="400" fill="${d.primary}"/>` +
    `<path d="M40,150 H60 V400 H40 Z" fill="${d.secondary}"/>` +
    `<rect width="100" height="400" fill="url(#${uid}g)"/></g>` +
    `<path d="${TORSO}" fill="none" stroke="#0b1120" stroke-opacity=".45" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${SLEEVE}" fill="${d.primary}" stroke="#0b1120" stroke-opacity=".45" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${CUFF}" fill="${d.secondary}"/>` +
    `<path d="${SLEEVE}" fill="url(#${uid}g)"/>` +
    `<path d="${COLLAR}" fill="${d.secondary}"/>` +
    `</svg>`
  );
}
