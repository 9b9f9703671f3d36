import type { ComputedBand, TextLayout } from '../../model/index.js';
import { px, roundBox, unionBoxes, type Box } from '../../geometry/index.js';
import { LINE_HEIGHT_RATIO, type Measurer, type TextSpec } from '../../measure/index.js';
import type { BandPlan, Geometry } from '../types.js';

const TITLE: TextSpec = { font: 'sans', size: 12, weight: 'bold' };
/** Space between a band's edge and its title, and between the title and the members. */
const TITLE_INSET = 8;
const PADDING = 16;
// The line height ratio is the same for every font, so the title strip has a fixed height.
const TITLE_LINE = TITLE.size * LINE_HEIGHT_RATIO;

/**
 * The room a band takes around its members: `top` holds the title strip. Placers keeping a
 * band's nodes together leave this much around them so bands do not overlap.
 */
export const BAND_INSET = { side: PADDING, top: TITLE_INSET + TITLE_LINE + TITLE_INSET, bottom: PADDING } as const;

/**
 * Pipeline stage after placement and constraints: each planned band's box (its members'
 * union plus BAND_INSET, at least as wide as its title) and its title, set at the top left
 * in 12 px bold sans. Bands without a placed member are left out.
 */
export function bandBoxes(plans: readonly BandPlan[], geometry: Geometry, measurer: Measurer): ComputedBand[] {
  const bands: ComputedBand[] = [];
  for (const plan of plans) {
    const members = plan.members.filter((id) => geometry.boxes.has(id));
    const union = unionBoxes(members.map((id) => geometry.boxes.get(id)!));
    if (union === null) continue;
    const titleWidth = measurer.width(plan.title, TITLE);
    const box = roundBox({
      x: union.x - BAND_INSET.side,
      y: union.y - BAND_INSET.top,
      width: Math.max(union.width + 2 * BAND_INSET.side, titleWidth + 2 * TITLE_INSET),
      height: union.height + BAND_INSET.top + BAND_INSET.bottom,
    });
    bands.push({ nodeType: plan.nodeType, title: titleLayout(plan.title, titleWidth, box, measurer), box, members });
  }
  return bands;
}

function titleLayout(text: string, width: number, band: Box, measurer: Measurer): TextLayout {
  const box = roundBox({ x: band.x + TITLE_INSET, y: band.y + TITLE_INSET, width, height: measurer.lineHeight(TITLE) });
  return {
    box,
    font: TITLE.font,
    lineHeight: measurer.lineHeight(TITLE),
    runs: [
      {
        text,
        x: box.x,
        y: px(box.y + measurer.baseline(TITLE)),
        anchor: 'start',
        width,
        fontSize: TITLE.size,
        weight: TITLE.weight,
        italic: false,
      },
    ],
    overflow: false,
  };
}
