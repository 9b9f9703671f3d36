import type { Row } from './rows.js';

/** When lifelines start late (sequence.create) or end early (sequence.destroy), by column → row position. */
export interface Lifecycle {
  /**
   * A lifeline whose first appearance is the target of a sequence.create message: its
   * header is drawn at that message, centred on the arrow, and the arrow ends at the header.
   * A lifeline that appears in an earlier message or note starts at the top as usual, and
   * its create message is drawn like any other.
   */
  createdAt: Map<number, number>;
  /** The lifeline ends at the first sequence.destroy message reaching it (no foot bar after). */
  destroyedAt: Map<number, number>;
}

/** Works out which lifelines are created or destroyed by a message. */
export function lifecycleOf(rows: readonly Row[]): Lifecycle {
  const createdAt = new Map<number, number>();
  const destroyedAt = new Map<number, number>();
  const seen = new Set<number>();
  rows.forEach((row, position) => {
    if (row.kind === 'note') {
      for (const column of row.anchors) seen.add(column);
      return;
    }
    const type = row.edge.edgeType;
    if (type === 'sequence.create' && !row.self && !seen.has(row.to)) createdAt.set(row.to, position);
    if (type === 'sequence.destroy' && !destroyedAt.has(row.to)) destroyedAt.set(row.to, position);
    seen.add(row.from);
    seen.add(row.to);
  });
  return { createdAt, destroyedAt };
}
