import { autoEdgeIds, IdPool } from '../ids.js';

/** An edge as written: its DSP id and the ids its ends are written with. */
export interface WrittenEdge {
  id: string;
  from: string;
  to: string;
}

/**
 * Which edges must carry their id in the Mermaid text (`A e1@--> B`) so that reading the
 * text back gives the same ids: exactly those the reader's scheme (ids.ts autoEdgeIds)
 * would not give back. Written ids take part in the scheme too, so this repeats until
 * nothing changes (the set only grows, so it ends).
 */
export function edgesNeedingIds(edges: readonly WrittenEdge[], containerIds: readonly string[], forced: ReadonlySet<number> = new Set()): Set<number> {
  const explicit = new Set(forced);
  // An id that does not even start with "<from>__<to>" can never come from the scheme.
  edges.forEach((edge, index) => { if (!edge.id.startsWith(`${edge.from}__${edge.to}`.slice(0, 200))) explicit.add(index); });
  for (;;) {
    const pool = new IdPool();
    for (const id of containerIds) pool.claim(id);
    edges.forEach((edge, index) => { if (explicit.has(index)) pool.claimNext(edge.id); });
    const implicit = edges.map((edge, index) => ({ ...edge, index })).filter((edge) => !explicit.has(edge.index));
    const generated = autoEdgeIds(implicit, pool);
    // Mark one at a time: an earlier written id can shift the numbering of the later ones.
    const wrong = implicit.find((edge, i) => generated[i] !== edge.id);
    if (wrong === undefined) return explicit;
    explicit.add(wrong.index);
  }
}
