import type { FontKey } from '../fonts/index.js';
import type { LabelTiers } from './label-tiers.js';
import type { Measurer, TextSpec } from './measurer.js';
import { roundPx } from './precision.js';

/** Sizes of the three tiers (service spec, Rendering rules: edge labels). */
export const TIER_SIZES = { event: 12, guard: 10, action: 10 } as const;

export type TierRole = keyof typeof TIER_SIZES;

/** One run of a tiered label; coordinates from the label box's top-left corner, in px. */
export interface TieredRun {
  role: TierRole;
  /** what to draw: the event, "[guard]" or "/ action" */
  text: string;
  spec: TextSpec;
  x: number;
  baseline: number;
  width: number;
}

type UnplacedRun = Pick<TieredRun, 'role' | 'text' | 'spec'>;

export interface TieredLabel {
  runs: TieredRun[];
  width: number;
  height: number;
}

/**
 * Lays out a tiered label stacked in two centred lines: the event (12px) on top, then the
 * guard (10px, in brackets) and the action (10px italic, after "/ ") side by side below,
 * one 10px space apart. Stacking keeps edge labels narrow, which routing prefers, and the
 * smaller second line reads as detail. A label without an event is the second line alone.
 */
export function measureTieredLabel(measurer: Measurer, tiers: LabelTiers, font: FontKey): TieredLabel {
  const event: TextSpec = { font, size: TIER_SIZES.event, weight: 'normal' };
  const guard: TextSpec = { font, size: TIER_SIZES.guard, weight: 'normal' };
  const action: TextSpec = { font, size: TIER_SIZES.action, weight: 'normal', italic: true };

  const lines: UnplacedRun[][] = [];
  if (tiers.event !== '') lines.push([{ role: 'event', text: tiers.event, spec: event }]);
  const detail: UnplacedRun[] = [];
  if (tiers.guard !== undefined) detail.push({ role: 'guard', text: `[${tiers.guard}]`, spec: guard });
  if (tiers.action !== undefined) detail.push({ role: 'action', text: `/ ${tiers.action}`, spec: action });
  if (detail.length > 0) lines.push(detail);

  const gap = measurer.width(' ', guard);
  const measured = lines.map((runs) => {
    const widths = runs.map((run) => measurer.width(run.text, run.spec));
    const total = roundPx(widths.reduce((sum, w) => sum + w, 0) + gap * (runs.length - 1));
    return { runs, widths, total };
  });
  const width = measured.reduce((widest, line) => Math.max(widest, line.total), 0);

  const runs: TieredRun[] = [];
  let top = 0;
  for (const line of measured) {
    // Each line is as tall as its first run's line box; both runs of the detail line are 10px.
    const spec = line.runs[0]?.spec ?? guard;
    const baseline = roundPx(top + measurer.baseline(spec));
    let x = (width - line.total) / 2;
    line.runs.forEach((run, i) => {
      const runWidth = line.widths[i] ?? 0;
      runs.push({ ...run, x: roundPx(x), baseline, width: runWidth });
      x += runWidth + gap;
    });
    top += measurer.lineHeight(spec);
  }
  return { runs, width, height: roundPx(top) };
}
