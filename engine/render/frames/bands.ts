import type { ComputedBand } from '../../model/index.js';
import { roundedRectOutline } from '../shapes/rounded-rect.js';
import { parseColour } from '../style/colour.js';
import type { RenderContext } from '../types.js';

/** Bands are a faint wash of the muted colour, so they group without competing with frames. */
const BAND_OPACITY = 0.08;

function wash(colour: string): string {
  const parsed = parseColour(colour) ?? { r: 128, g: 128, b: 128, a: 1 };
  return `rgba(${parsed.r},${parsed.g},${parsed.b},${BAND_OPACITY})`;
}

/** The architecture autoGroup bands: background boxes behind their nodes, each with its plural title in the muted colour. */
export function drawBands(bands: readonly ComputedBand[], muted: string, context: RenderContext): string {
  const body = bands.map((band, i) => {
    const seed = `band:${band.nodeType}:${i}`;
    const box = context.look.shape(roundedRectOutline(band.box, context.theme.cornerRadius).d, { fill: wash(muted), stroke: 'none', strokeWidth: 0 }, seed);
    return box + context.text.layout(band.title, muted, muted);
  });
  return body.join('');
}
