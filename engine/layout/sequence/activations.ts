import type { NodeValue } from '../../../schema/index.js';
import { diagnostic, type Diagnostic } from '../../model/index.js';
import type { SceneIndex } from '../types.js';
import type { Lifecycle } from './lifecycle.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { Participant } from './participants.js';
import type { Row } from './rows.js';
import type { VerticalPlan } from './vertical.js';

/**
 * An activation bar: a node of nodeType sequence.activation with
 * extensions { lifeline: lifelineId, from: messageId, to?: messageId } (see README.md).
 */
export interface ActivationBar {
  node: NodeValue;
  column: number;
  top: number;
  bottom: number;
  /** 0 on the lifeline; each bar nested in another is stepped M.activationNestOffset to the right. */
  depth: number;
}

export interface Activations {
  bars: ActivationBar[];
  diagnostics: Diagnostic[];
}

/**
 * Reads the activation nodes and places their bars between their messages: from the
 * `from` message's arrow (a self-message's return line, a note's top) to the `to` message's
 * arrow (a note's bottom), or to the end of the lifeline without `to`. Without `lifeline`,
 * the bar is on the lifeline the `from` message reaches. Bars overlapping an earlier bar
 * of the same lifeline nest: they step to the right.
 */
export function planActivations(
  index: SceneIndex,
  participants: readonly Participant[],
  rows: readonly Row[],
  rowIndex: ReadonlyMap<string, number>,
  plan: VerticalPlan,
  lifecycle: Lifecycle,
): Activations {
  const columnOf = new Map(participants.map((participant) => [participant.node.id, participant.column]));
  const bars: ActivationBar[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const node of index.nodes) {
    if (node.nodeType !== 'sequence.activation') continue;
    const lifeline = stringField(node, 'lifeline');
    const from = rowIndex.get(stringField(node, 'from') ?? '');
    const toId = stringField(node, 'to');
    const to = toId === undefined ? undefined : rowIndex.get(toId);
    const fromRow = from === undefined ? undefined : rows[from];
    const column = lifeline !== undefined ? columnOf.get(lifeline) : fromRow?.kind === 'message' ? fromRow.to : undefined;
    if (from === undefined || column === undefined || (toId !== undefined && to === undefined)) {
      diagnostics.push(unresolved(node));
      continue;
    }
    const start = plan.rows[from];
    const startY = start === undefined ? 0 : fromRow?.kind === 'message' && fromRow.self ? start.y2 : start.y;
    const end = to === undefined ? undefined : plan.rows[to];
    const destroyed = lifecycle.destroyedAt.get(column);
    const endY = end !== undefined ? end.y2 : destroyed !== undefined ? (plan.rows[destroyed]?.y2 ?? plan.end) : plan.end;
    const top = Math.min(startY, endY);
    bars.push({ node, column, top, bottom: Math.max(endY, top + M.activationMinHeight), depth: 0 });
  }
  nest(bars);
  return { bars, diagnostics };
}

/** The innermost bar of a lifeline at height y, if any. */
export function barAt(bars: readonly ActivationBar[], column: number, y: number): ActivationBar | undefined {
  let found: ActivationBar | undefined;
  for (const bar of bars) {
    if (bar.column === column && bar.top <= y && y <= bar.bottom && (found === undefined || bar.depth >= found.depth)) found = bar;
  }
  return found;
}

/** The bar's left edge, relative to its lifeline's x. */
export function barOffset(bar: ActivationBar): number {
  return bar.depth * M.activationNestOffset - M.activationWidth / 2;
}

/** How far right of its lifeline the bars of a column reach at most (0 without bars). */
export function barReach(bars: readonly ActivationBar[], column: number): number {
  return bars.reduce((reach, bar) => (bar.column === column ? Math.max(reach, barOffset(bar) + M.activationWidth) : reach), 0);
}

function nest(bars: ActivationBar[]): void {
  const byColumn = new Map<number, ActivationBar[]>();
  for (const bar of bars) byColumn.set(bar.column, [...(byColumn.get(bar.column) ?? []), bar]);
  for (const column of byColumn.values()) {
    // Outer bars first: earlier top, then the longer one (sort is stable: ties keep document order).
    column.sort((a, b) => a.top - b.top || b.bottom - a.bottom);
    column.forEach((bar, i) => {
      const enclosing = column.slice(0, i).filter((other) => other.top <= bar.top && bar.top < other.bottom);
      bar.depth = enclosing.reduce((deepest, other) => Math.max(deepest, other.depth + 1), 0);
    });
  }
}

function stringField(node: NodeValue, key: string): string | undefined {
  const value = node.extensions?.[key];
  return typeof value === 'string' ? value : undefined;
}

function unresolved(node: NodeValue): Diagnostic {
  return diagnostic(
    'SEQUENCE_ACTIVATION_UNRESOLVED',
    `activation "${node.id}" needs extensions.from (a message or note id), an optional extensions.to (another one) and extensions.lifeline (a lifeline id, or the lifeline its from message reaches); it is not drawn until they name elements of the diagram`,
    { elementId: node.id },
  );
}
