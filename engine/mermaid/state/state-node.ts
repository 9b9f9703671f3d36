import type { NodeType, Shape, StyleValue } from '../../../schema/index.js';
import type { IrNode } from '../model.js';
import type { Warnings } from '../warnings.js';
import type { StateKind, StateRecord } from './records.js';

/**
 * How each kind of state is drawn in the workflow family:
 *
 * | Mermaid | DSP nodeType (shape) | label |
 * |---|---|---|
 * | state | workflow.task (roundedRect) | its descriptions, one a line, else its id |
 * | `[*]` as a start | workflow.start (filled circle) | none |
 * | `[*]` as an end | workflow.terminate (ringed disc, UML's final state) | none |
 * | `<<choice>>` | workflow.decision (diamond) | none |
 * | `<<fork>>`, `<<join>>` | workflow.gatewayParallel (diamond with +; warned: DSP has no bar) | none |
 */
const KINDS: Readonly<Record<StateKind, { nodeType: NodeType; shape: Shape }>> = {
  state: { nodeType: 'workflow.task', shape: 'roundedRect' },
  start: { nodeType: 'workflow.start', shape: 'ellipse' },
  end: { nodeType: 'workflow.terminate', shape: 'ellipse' },
  choice: { nodeType: 'workflow.decision', shape: 'diamond' },
  fork: { nodeType: 'workflow.gatewayParallel', shape: 'diamond' },
  join: { nodeType: 'workflow.gatewayParallel', shape: 'diamond' },
};

/** The node of a (non-composite) state, named `id`, with its `style` statements merged in `inline`. */
export function stateNode(state: StateRecord, id: string, inline: StyleValue | undefined, warnings: Warnings): IrNode {
  const { nodeType, shape } = KINDS[state.kind];
  const label = state.kind === 'state' ? state.descriptions.join('\n') || state.rawId : '';
  if (state.kind === 'fork' || state.kind === 'join') {
    warnings.add('MERMAID_APPROXIMATED', state.line, `the ${state.kind} ${state.rawId} is drawn as a parallel gateway (a diamond with +): DSP has no ${state.kind} bar`, { mermaidId: state.rawId, data: { construct: state.kind } });
  }
  const node: IrNode = { rawId: id, line: state.line, label, shape, nodeType, classes: state.classes };
  if (inline !== undefined) node.inline = inline;
  return node;
}
