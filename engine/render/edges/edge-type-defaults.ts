import type { Arrowhead } from '../../model/index.js';

/** How an edge of a type looks when it sets no `endpoints` and no `style.dash`. */
export interface EdgeTypeLook {
  startArrow: Arrowhead;
  endArrow: Arrowhead;
  /** stroke-dasharray; null for a solid line. */
  dash: number[] | null;
}

const DASHED = [6, 4];
const MESSAGE_DASH = [8, 4];
const DOTTED = [2, 3];

/**
 * The one table of edge-type defaults (the spec's rules 5 and 7 where it says; the rest
 * follow each notation's custom: BPMN, UML sequence, Chen/crow's-foot ER, org charts).
 * ER ends are drawn by the family's crow's-foot decorator, so the ER types have no heads.
 */
export const EDGE_TYPE_DEFAULTS: Readonly<Record<string, EdgeTypeLook>> = {
  default: { startArrow: 'none', endArrow: 'triangle', dash: null },
  'workflow.sequenceFlow': { startArrow: 'none', endArrow: 'triangle', dash: null },
  'workflow.messageFlow': { startArrow: 'openCircle', endArrow: 'openTriangle', dash: MESSAGE_DASH },
  'er.relationship': { startArrow: 'none', endArrow: 'none', dash: DASHED },
  'er.identifying': { startArrow: 'none', endArrow: 'none', dash: null },
  'sequence.message': { startArrow: 'none', endArrow: 'triangle', dash: null },
  'sequence.reply': { startArrow: 'none', endArrow: 'openTriangle', dash: DASHED },
  'sequence.create': { startArrow: 'none', endArrow: 'triangle', dash: DASHED },
  'sequence.async': { startArrow: 'none', endArrow: 'openTriangle', dash: null },
  'sequence.destroy': { startArrow: 'none', endArrow: 'triangle', dash: null },
  'network.dataFlow': { startArrow: 'none', endArrow: 'triangle', dash: null },
  'network.controlFlow': { startArrow: 'none', endArrow: 'triangle', dash: DASHED },
  'org.directReport': { startArrow: 'none', endArrow: 'none', dash: null },
  'org.dottedLine': { startArrow: 'none', endArrow: 'none', dash: DOTTED },
  'uiflow.navigate': { startArrow: 'none', endArrow: 'triangle', dash: null },
  'uiflow.back': { startArrow: 'none', endArrow: 'triangle', dash: DASHED },
  'uiflow.action': { startArrow: 'none', endArrow: 'openTriangle', dash: null },
};

/** The defaults of an edge type; unknown or absent types look like `default`. */
export function edgeTypeLook(edgeType: string | undefined): EdgeTypeLook {
  const known = edgeType !== undefined && Object.prototype.hasOwnProperty.call(EDGE_TYPE_DEFAULTS, edgeType);
  return (known ? EDGE_TYPE_DEFAULTS[edgeType] : undefined) ?? { startArrow: 'none', endArrow: 'triangle', dash: null };
}
