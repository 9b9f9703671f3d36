import { px, roundBox, unionBoxes, type Box } from '../../geometry/index.js';
import { BAND_TITLE_SPEC as TITLE, LINE_HEIGHT_RATIO, measuredEntry, type MeasuredSceneData, type MeasuredTitle } from '../../measure/index.js';
import type { ComputedBand, TextLayout } from '../../model/index.js';
import type { BandPlan, Geometry } from '../types.js';

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
export function bandBoxes(plans: readonly BandPlan[], geometry: Geometry, measured: MeasuredSceneData): ComputedBand[] {
  const bands: ComputedBand[] = [];
  for (const plan of plans) {
    const members = plan.members.filter((id) => geometry.boxes.has(id));
    const union = unionBoxes(members.map((id) => geometry.boxes.get(id)!));
    if (union === null) continue;
    const title = measuredEntry(measured.bandTitles, plan.nodeType);
    if (title === undefined) throw new Error(`the band title of ${plan.nodeType} was not measured`);
    const titleWidth = title.width;
    const box = roundBox({
      x: union.x - BAND_INSET.side,
      y: union.y - BAND_INSET.top,
      width: Math.max(union.width + 2 * BAND_INSET.side, titleWidth + 2 * TITLE_INSET),
      height: union.height + BAND_INSET.top + BAND_INSET.bottom,
    });
    bands.push({ nodeType: plan.nodeType, title: titleLayout(title, box), box, members });
  }
  return bands;
}

function titleLayout(title: MeasuredTitle, band: Box): TextLayout {
  const box = roundBox({ x: band.x + TITLE_INSET, y: band.y + TITLE_INSET, width: title.width, height: title.lineHeight });
  return {
    box,
    font: TITLE.font,
    lineHeight: title.lineHeight,
    runs: [
      {
        text: title.text,
        x: box.x,
        y: px(box.y + title.baseline),
        anchor: 'start',
        width: title.width,
        fontSize: TITLE.size,
        weight: TITLE.weight,
        italic: false,
      },
    ],
    overflow: false,
  };
}
