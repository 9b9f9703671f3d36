import { ID_PATTERN, LIMITS } from '../../schema/index.js';

/**
 * Ids. Element ids come from the Mermaid ids (spec: POST /v1/diagrams rule 3). A Mermaid
 * id that breaks the DSP rule (1-256 of [A-Za-z0-9._:-]) is mapped deterministically:
 * accents are dropped (é → e), any other letter or digit outside the rule becomes "u" and
 * its code point in hex (数 → u6570), every other character becomes "_", the result is
 * cut to 256 characters (an empty result becomes the kind's fallback, e.g. "node"), and
 * when that id is taken a suffix "_2", "_3"... is added. Valid Mermaid ids are claimed
 * first, so a rewritten id never takes the id of a node written validly elsewhere.
 *
 * Edges without a Mermaid id get "<from>__<to>", then "<from>__<to>__2", "__3"... for
 * repeats of the same pair, skipping any id already taken by a node, frame or named edge.
 */

/** Whether a string is a valid DSP id. */
export function isDspId(id: string): boolean {
  return id.length >= 1 && id.length <= LIMITS.idLength && ID_PATTERN.test(id);
}

/** A valid DSP id made from any string (see the scheme above). */
export function sanitizeId(raw: string, fallback: string): string {
  let out = '';
  for (const char of raw.normalize('NFD').replace(/\p{M}/gu, '')) {
    if (/^[A-Za-z0-9._:-]$/.test(char)) out += char;
    else if (/^[\p{L}\p{N}]$/u.test(char)) out += `u${(char.codePointAt(0) ?? 0).toString(16)}`;
    else out += '_';
  }
  out = out.slice(0, LIMITS.idLength);
  return out.length > 0 ? out : fallback;
}

/** Ids already in use, and the next free one for a base. */
export class IdPool {
  private readonly taken = new Set<string>();

  has(id: string): boolean {
    return this.taken.has(id);
  }

  /** Takes the id when it is free; returns whether it was. */
  claim(id: string): boolean {
    if (this.taken.has(id)) return false;
    this.taken.add(id);
    return true;
  }

  /** Takes base, or base + separator + 2, 3... (cut so the result stays within 256). */
  claimNext(base: string, separator = '_', first = 2): string {
    if (this.claim(base)) return base;
    for (let n = first; ; n++) {
      const suffix = `${separator}${n}`;
      const candidate = `${base.slice(0, LIMITS.idLength - suffix.length)}${suffix}`;
      if (this.claim(candidate)) return candidate;
    }
  }
}

/** One Mermaid id to map, with the fallback for an id with no usable character. */
export interface RawId {
  raw: string;
  fallback: string;
}

/**
 * Maps Mermaid ids (in order of first appearance) onto DSP ids in the pool: valid ones
 * first, unchanged (a repeat of a taken id is rewritten like an invalid one), then the
 * others by sanitizeId + suffix. Returns raw → id for every entry, in entry order.
 */
export function mapIds(entries: readonly RawId[], pool: IdPool): Map<string, string> {
  const mapped = new Map<string, string>();
  for (const { raw } of entries) {
    if (!mapped.has(raw) && isDspId(raw) && pool.claim(raw)) mapped.set(raw, raw);
  }
  for (const { raw, fallback } of entries) {
    if (!mapped.has(raw)) mapped.set(raw, pool.claimNext(sanitizeId(raw, fallback)));
  }
  return mapped;
}

/** The longest "<from>__<to>" base kept, leaving room for a "__<n>" suffix. */
const EDGE_BASE_LENGTH = LIMITS.idLength - 8;

/**
 * Ids for edges without a Mermaid id, in order: "<from>__<to>", repeats "<from>__<to>__2"...
 * skipping ids in the pool. Shared with toMermaid, which leaves out an edge id exactly when
 * this scheme gives it back.
 */
export function autoEdgeIds(edges: ReadonlyArray<{ from: string; to: string }>, pool: IdPool): string[] {
  const counts = new Map<string, number>();
  return edges.map(({ from, to }) => {
    const base = `${from}__${to}`.slice(0, EDGE_BASE_LENGTH);
    for (let n = counts.get(base) ?? 1; ; n++) {
      const candidate = n === 1 ? base : `${base}__${n}`;
      if (pool.claim(candidate)) {
        counts.set(base, n + 1);
        return candidate;
      }
    }
  });
}
