import { barReach, type ActivationBar } from './activations.js';
import type { Lifecycle } from './lifecycle.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { Participant } from './participants.js';
import type { Row } from './rows.js';
import { selfLoopSize } from './self-loop.js';

/** Lifelines `left` < `right` must be at least `distance` apart (centre to centre). */
interface Span {
  left: number;
  right: number;
  distance: number;
}

/**
 * The x of every lifeline (the centre of its header), the first header's left edge at 0.
 * Neighbouring headers are `nodeSpacing` apart; a gap widens where a message label, a
 * self-message loop or a note needs more room. A span across several gaps widens each of
 * them equally; spans are settled narrowest first, then in row order, so the result does
 * not depend on anything but the rows.
 */
export function placeColumns(
  participants: readonly Participant[],
  rows: readonly Row[],
  bars: readonly ActivationBar[],
  lifecycle: Lifecycle,
  nodeSpacing: number,
): number[] {
  const gaps = participants.slice(1).map((participant, i) => (participants[i]?.width ?? 0) / 2 + nodeSpacing + participant.width / 2);
  const spans = rows.flatMap((row, position) => spansOf(row, position, participants, bars, lifecycle));
  spans.sort((a, b) => a.right - a.left - (b.right - b.left));
  for (const span of spans) {
    const current = gaps.slice(span.left, span.right).reduce((sum, gap) => sum + gap, 0);
    if (current >= span.distance) continue;
    const extra = (span.distance - current) / (span.right - span.left);
    for (let gap = span.left; gap < span.right; gap += 1) gaps[gap] = (gaps[gap] ?? 0) + extra;
  }
  const centres: number[] = [];
  let x = (participants[0]?.width ?? 0) / 2;
  participants.forEach((_, i) => {
    centres.push(x);
    x += gaps[i] ?? 0;
  });
  return centres;
}

function spansOf(row: Row, position: number, participants: readonly Participant[], bars: readonly ActivationBar[], lifecycle: Lifecycle): Span[] {
  const last = participants.length - 1;
  if (row.kind === 'note') {
    const [first] = row.anchors;
    const final = row.anchors[row.anchors.length - 1];
    if (first === undefined || final === undefined) return [];
    if (first === final) {
      // A note over one lifeline must clear the lifelines on either side.
      const half = row.width / 2 + M.noteClearance;
      const spans: Span[] = [];
      if (first > 0) spans.push({ left: first - 1, right: first, distance: half });
      if (first < last) spans.push({ left: first, right: first + 1, distance: half });
      return spans;
    }
    return [{ left: first, right: final, distance: row.width - 2 * M.noteOverhang }];
  }
  if (row.self) {
    if (row.from >= last) return [];
    return [{ left: row.from, right: row.from + 1, distance: barReach(bars, row.from) + selfLoopSize(row).width + M.selfLoopClearance }];
  }
  const left = Math.min(row.from, row.to);
  const right = Math.max(row.from, row.to);
  // A created lifeline's header sits on this arrow: the label must clear half of it too.
  const createdHeader = lifecycle.createdAt.get(row.to) === position ? (participants[row.to]?.width ?? 0) / 2 : 0;
  const distance = (row.label?.width ?? 0) + 2 * M.labelSidePadding + barReach(bars, row.from) + barReach(bars, row.to) + createdHeader;
  return [{ left, right, distance }];
}
