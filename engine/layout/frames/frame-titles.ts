import type { FrameValue } from '../../../schema/index.js';
import type { ComputedFrame, TextLayout } from '../../model/index.js';
import { centerX, centerY, px, roundBox, type Box } from '../../geometry/index.js';
import { frameTitleOf, type LabelContext } from '../labels/node-labels.js';
import type { ResolvedStrategy } from '../types.js';
import { poolBand } from './fixed-lanes.js';
import { isPool, laneArrangement, TITLE_INSET } from './frame-metrics.js';

/**
 * A frame as drawn: its box, and its title at the top left inside it (TITLE_INSET from the
 * corner), or for a pool centred in its 24 px title band, turned to read bottom to top
 * when the band is on the left.
 */
export function computedFrame(frame: FrameValue, box: Box, strategy: ResolvedStrategy, ctx: LabelContext): ComputedFrame {
  const computed: ComputedFrame = { kind: 'frame', box: roundBox(box), containerType: frame.containerType };
  const band = isPool(frame) ? roundBox(poolBand(box, laneArrangement(frame, strategy) === 'rows')) : undefined;
  const title = frameTitle(frame, box, band, ctx);
  if (title !== undefined) computed.title = title;
  if (band !== undefined) computed.titleBand = band;
  return computed;
}

/** The title band of each pool, by frame id (routes and edge labels keep off them). */
export function titleBandOf(frame: FrameValue, box: Box, strategy: ResolvedStrategy): Box | undefined {
  return isPool(frame) ? roundBox(poolBand(box, laneArrangement(frame, strategy) === 'rows')) : undefined;
}

function frameTitle(frame: FrameValue, box: Box, band: Box | undefined, ctx: LabelContext): TextLayout | undefined {
  const title = frameTitleOf(frame, ctx);
  if (title === undefined) return undefined;
  const { spec, width, height } = title;
  const run = (x: number, top: number, anchor: 'start' | 'middle') => ({
    text: frame.title!,
    x: px(x),
    y: px(top + title.baseline),
    anchor,
    width,
    fontSize: spec.size,
    weight: spec.weight,
    italic: false,
  });
  const layout = (area: Box, runs: TextLayout['runs'], rotation?: number): TextLayout => {
    const result: TextLayout = { box: roundBox(area), font: spec.font, lineHeight: title.lineHeight, runs, overflow: false };
    if (rotation !== undefined) result.rotation = rotation;
    return result;
  };
  if (band === undefined) {
    const x = box.x + TITLE_INSET.x;
    const y = box.y + TITLE_INSET.y;
    return layout({ x, y, width, height }, [run(x, y, 'start')]);
  }
  const cx = centerX(band);
  const cy = centerY(band);
  if (band.height > band.width) {
    // Left band: the level run is centred on the band's centre, then turned a quarter left.
    return layout({ x: cx - height / 2, y: cy - width / 2, width: height, height: width }, [run(cx, cy - height / 2, 'middle')], -90);
  }
  return layout({ x: cx - width / 2, y: cy - height / 2, width, height }, [run(cx, cy - height / 2, 'middle')]);
}
