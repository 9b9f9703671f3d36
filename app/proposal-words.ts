import type { ProposalOp } from './api.js';

/** The verb of each edit operation (schema/ops.ts); an operation not listed is named as it is. */
const VERBS: Record<string, string> = {
  createNode: 'Add node',
  createEdge: 'Add edge',
  createFrame: 'Add frame',
  updateNode: 'Change node',
  updateEdge: 'Change edge',
  deleteElement: 'Delete',
  moveElement: 'Move',
  resizeElement: 'Resize',
  setText: 'Change the text of',
  setStyle: 'Restyle',
  groupElements: 'Group',
  ungroupElements: 'Ungroup',
  addConstraint: 'Add a constraint',
  removeConstraint: 'Remove a constraint',
  updateScene: 'Change the diagram’s settings',
  autoLayout: 'Lay out the diagram again',
  restoreRevision: 'Restore a version',
};

/**
 * One proposed operation in words, for the review page: its kind, the element it names and
 * that element's label (the op's own, else the current drawing's), and an edge's ends.
 * `labels` maps element ids of the current revision to their labels.
 */
export function opInWords(op: ProposalOp, labels: ReadonlyMap<string, string> = new Map()): string {
  const verb = VERBS[op.op] ?? op.op;
  const label = op.label ?? (op.id ? labels.get(op.id) : undefined);
  const element = op.id ? ` ${op.id}${label ? ` “${label}”` : ''}` : '';
  const from = op.from?.elementId;
  const to = op.to?.elementId;
  const ends = from && to ? ` from ${from} to ${to}` : '';
  return `${verb}${element}${ends}`;
}
