import type { ElkNode } from 'elkjs/lib/elk-api.js';
import type { ResolvedStrategy } from '../types.js';
import { liftedEnds, type ElkEnds } from './elk-back-edges.js';
import { compoundOptions } from './elk-options.js';

/** ELK ids of the compounds holding frames tied into a loop; a space never occurs in element ids. */
export const TIED_PREFIX = 'tied ';

/** The ELK graph being built: each ELK node by id, each one's parent ('' for the top), the top's children. */
export interface ElkTree {
  nodes: ReadonlyMap<string, ElkNode>;
  parent: Map<string, string>;
  rootChildren: ElkNode[];
}

/**
 * Puts the frames tied into a loop (`tying`: edgesTyingFrames' answer for `ends`) into one
 * compound without padding, in their parent's place, so that ELK, handed none of the edges
 * tying them, lays them side by side next to each other instead of packing them as
 * separate pieces with unrelated ones between them (the corpus's subgraphs example had four
 * frames between `three` and `one`, and edges between them ran under all of them). ELK's
 * box of the compound is not kept: its id is no element's. `parent` is updated.
 */
export function wrapTiedFrames(ends: readonly ElkEnds[], tying: readonly boolean[], tree: ElkTree, strategy: ResolvedStrategy): void {
  const lifted = liftedEnds(ends, tree.parent);
  const groupOf = new Map<string, string[]>();
  const groups: string[][] = [];
  const join = (a: string, b: string): void => {
    const ga = groupOf.get(a);
    const gb = groupOf.get(b);
    if (ga !== undefined && ga === gb) return;
    if (ga === undefined && gb === undefined) {
      const group = [a, b];
      groups.push(group);
      groupOf.set(a, group).set(b, group);
    } else if (ga === undefined || gb === undefined) {
      const group = (ga ?? gb)!;
      const other = ga === undefined ? a : b;
      group.push(other);
      groupOf.set(other, group);
    } else {
      for (const id of gb) groupOf.set(id, ga);
      ga.push(...gb);
      groups.splice(groups.indexOf(gb), 1);
    }
  };
  lifted.forEach(({ from, to }, i) => {
    if (tying[i] && from !== to) join(from, to);
  });
  for (const group of groups) wrap(new Set(group), tree, strategy);
}

/** Moves the frames of one group, siblings in the ELK graph, into a new compound where the first of them was. */
function wrap(frames: ReadonlySet<string>, tree: ElkTree, strategy: ResolvedStrategy): void {
  const first = [...frames][0]!;
  const parentId = tree.parent.get(first);
  const siblings = parentId === '' ? tree.rootChildren : parentId === undefined ? undefined : tree.nodes.get(parentId)?.children;
  if (siblings === undefined) return;
  const at = siblings.findIndex((child) => frames.has(child.id));
  const members = siblings.filter((child) => frames.has(child.id));
  const wrapper: ElkNode = {
    id: TIED_PREFIX + members[0]!.id,
    children: members,
    layoutOptions: compoundOptions(strategy, { top: 0, right: 0, bottom: 0, left: 0 }),
  };
  const rest = siblings.filter((child) => !frames.has(child.id));
  rest.splice(at, 0, wrapper);
  siblings.splice(0, siblings.length, ...rest);
  for (const member of members) tree.parent.set(member.id, wrapper.id);
  tree.parent.set(wrapper.id, parentId!);
}
