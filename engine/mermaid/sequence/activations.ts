import type { Warnings } from '../warnings.js';
import type { SeqActivation } from './model.js';

/**
 * Activation bars as the reader meets them. `A->>+B` starts a bar on B at that message and
 * `B-->>-A` ends B's innermost bar at that message; `activate B` starts one at the row
 * before it (at the next row when none came yet) and `deactivate B` ends the innermost at
 * the row before it. Bars still open at the end run to the end of their lifelines.
 */
export class ActivationTracker {
  readonly list: SeqActivation[] = [];
  private readonly open = new Map<string, number[]>();
  /** Bars started before any row: they start at the next one. */
  private waiting: number[] = [];

  /** Starts a bar on `lifeline` at row `row` (undefined: the next row). */
  start(lifeline: string, line: number, row: number | undefined): void {
    const index = this.list.length;
    this.list.push({ lifeline, line, from: row ?? -1 });
    if (row === undefined) this.waiting.push(index);
    const stack = this.open.get(lifeline) ?? [];
    stack.push(index);
    this.open.set(lifeline, stack);
  }

  /** Ends the innermost bar of `lifeline` at row `row`; warns when none is open. */
  end(lifeline: string, line: number, row: number | undefined, warnings: Warnings, construct: string): void {
    const index = this.open.get(lifeline)?.pop();
    if (index === undefined) {
      warnings.add('MERMAID_UNSUPPORTED', line, `${construct} ${lifeline}: ${lifeline} has no active bar to end; nothing is drawn for it`, { mermaidId: lifeline, data: { construct } });
      return;
    }
    const bar = this.list[index] as SeqActivation;
    if (row !== undefined && row >= bar.from && bar.from >= 0) bar.to = row;
  }

  /** A row was added at `row`: bars waiting for their first row start there. */
  rowAdded(row: number): void {
    for (const index of this.waiting) (this.list[index] as SeqActivation).from = row;
    this.waiting = [];
  }

  /** Bars with no row to start at are not drawn (warned). */
  finish(warnings: Warnings): SeqActivation[] {
    for (const bar of this.list) {
      if (bar.from < 0) warnings.add('MERMAID_UNSUPPORTED', bar.line, `activate ${bar.lifeline}: no message or note comes after it, so there is no row for the bar; it is not drawn`, { mermaidId: bar.lifeline, data: { construct: 'activate' } });
    }
    return this.list.filter((bar) => bar.from >= 0);
  }
}
