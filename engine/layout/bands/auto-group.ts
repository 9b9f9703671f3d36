import type { NodeValue } from '../../../schema/index.js';
import type { BandPlan, SceneIndex } from '../types.js';
import { bandTitleOf } from '../../measure/index.js';

export type { BandPlan } from '../types.js';
export { bandBoxes, BAND_INSET } from './band-boxes.js';

export interface PlanBandsOptions {
  /**
   * The nodes whose position the author gave. Default: every node with an absolute layout
   * not at 0, 0. After the first save every node carries its placed position, so an
   * orchestrator that knows which positions the engine chose should pass the others here;
   * otherwise a saved diagram loses its bands on the next layout.
   */
  authorPlaced?: ReadonlySet<string>;
}

/**
 * Plans architecture autoGroup bands (extensions.autoGroup 'byNodeType'), before
 * placement: one band per nodeType in order of first appearance, members in document
 * order, titled with the plural type name. Null when there are none to draw: another
 * family or no opt-in; frames already hold nodes (the author grouped by hand, and bands
 * would cut across frames); all nodes share one nodeType; every node was placed by the
 * author (bands around hand-placed nodes would overlap at random).
 */
export function planBands(index: SceneIndex, options: PlanBandsOptions = {}): BandPlan[] | null {
  if (index.family !== 'architecture' || index.scene.extensions?.autoGroup !== 'byNodeType') return null;
  const nodes = index.nodes;
  if (nodes.length === 0) return null;
  if (nodes.some((node) => index.frameOf.has(node.id))) return null;
  if (nodes.every((node) => node.nodeType === nodes[0]!.nodeType)) return null;
  const authorPlaced = options.authorPlaced;
  if (nodes.every((node) => (authorPlaced !== undefined ? authorPlaced.has(node.id) : hasPlacedLayout(node)))) return null;

  const plans = new Map<string, BandPlan>();
  for (const node of nodes) {
    let plan = plans.get(node.nodeType);
    if (plan === undefined) {
      plan = { nodeType: node.nodeType, title: bandTitleOf(node.nodeType), members: [] };
      plans.set(node.nodeType, plan);
    }
    plan.members.push(node.id);
  }
  return [...plans.values()];
}

function hasPlacedLayout(node: NodeValue): boolean {
  return node.layout?.mode === 'absolute' && (node.layout.x !== 0 || node.layout.y !== 0);
}
