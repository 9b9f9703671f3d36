import type { Defs } from '../types.js';
import { idScheme, type IdScheme } from './ids.js';
import { unrecorded } from './piece-record.js';

/**
 * The <defs> registry of one drawing: each definition is built once, under an id derived
 * from its key, and written in the order it was first asked for (drawing order is
 * deterministic, so the output is too).
 */
export function createDefs(ids: IdScheme = idScheme()): Defs {
  const entries = new Map<string, { id: string; markup: string }>();
  return {
    add(key: string, build: (id: string) => string): string {
      const known = entries.get(key);
      if (known !== undefined) return known.id;
      const id = ids.definition(key);
      entries.set(key, { id, markup: '' });
      // Registered before building, so a definition that refers to itself gets its id back.
      // Built unrecorded: a definition goes to <defs>, not into the piece being drawn.
      entries.set(key, { id, markup: unrecorded(() => build(id)) });
      return id;
    },
    ids,
    toString(): string {
      return [...entries.values()].map((entry) => entry.markup).join('');
    },
  };
}
