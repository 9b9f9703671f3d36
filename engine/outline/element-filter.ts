import type { ElementValue } from '../../schema/index.js';

export type NeighbourhoodResult = { ok: true; ids: Set<string> } | { ok: false; unknownIds: string[] };

/**
 * The elements an `elements` filter shows: the listed ids and their one-hop neighbours,
 * plus every edge between two shown elements (the induced subgraph). Neighbours are
 *   - for a listed node (or frame, group, text, image, guide): the far end of each edge
 *     touching it, the frames and groups that hold it, and, for a frame or group, its
 *     direct children;
 *   - for a listed edge: its two ends.
 * Neighbours are not expanded further. Unknown ids refuse the whole filter, so a typo
 * does not quietly show less than was asked for.
 */
export function selectNeighbourhood(elements: readonly ElementValue[], requested: readonly string[]): NeighbourhoodResult {
  const byId = new Map(elements.map((e) => [e.id, e] as const));
  const unknownIds = [...new Set(requested)].filter((id) => !byId.has(id));
  if (unknownIds.length > 0) return { ok: false, unknownIds };

  const edgesAt = new Map<string, string[]>();
  const holders = new Map<string, string[]>();
  for (const element of elements) {
    if (element.kind === 'edge') {
      for (const end of new Set([element.from.elementId, element.to.elementId])) push(edgesAt, end, element.id);
    } else if (element.kind === 'frame' || element.kind === 'group') {
      for (const child of element.children) push(holders, child, element.id);
    }
  }

  const shown = new Set<string>();
  for (const id of requested) {
    const element = byId.get(id);
    if (element === undefined) continue;
    shown.add(id);
    if (element.kind === 'edge') {
      shown.add(element.from.elementId).add(element.to.elementId);
      continue;
    }
    for (const edgeId of edgesAt.get(id) ?? []) {
      const edge = byId.get(edgeId);
      if (edge?.kind === 'edge') shown.add(edge.from.elementId === id ? edge.to.elementId : edge.from.elementId);
    }
    for (const holder of holders.get(id) ?? []) shown.add(holder);
    if (element.kind === 'frame' || element.kind === 'group') for (const child of element.children) shown.add(child);
  }

  for (const element of elements) {
    if (element.kind === 'edge' && shown.has(element.from.elementId) && shown.has(element.to.elementId)) shown.add(element.id);
  }
  return { ok: true, ids: shown };
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
