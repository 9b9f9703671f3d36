import { IdPool } from '../ids.js';
import { compositeOf, ROOT_SCOPE, type StateRecords } from './records.js';

const REGION = /^(.*)::region(\d+)$/;
const PSEUDO = /^(.*)::(start|end)$/;
const NOTE = /^(.*)::note\d+$/;

/**
 * The names of what the text does not name, in Mermaid's style: `start` and `end` for the
 * diagram's `[*]`, `<composite>_start` / `_end` inside a composite, `<composite>_region2`
 * for its regions (when `--` split it; a single region is the composite itself), and
 * `<state>_note` for a note. A name a state of the text already has gets `_2`, `_3`...
 * States keep their ids. Returns the lookup from a record's key to its name.
 */
export function stateNames(records: StateRecords): (key: string) => string {
  const pool = new IdPool();
  for (const rawId of records.states.keys()) if (!rawId.includes('::')) pool.claim(rawId);
  const names = new Map<string, string>();
  const name = (key: string): string => {
    const known = names.get(key);
    if (known !== undefined) return known;
    let found: string;
    if (!key.includes('::')) found = key;
    else found = generated(key);
    names.set(key, found);
    return found;
  };
  const generated = (key: string): string => {
    const region = REGION.exec(key);
    if (region) {
      const composite = region[1] ?? '';
      const regions = records.states.get(composite)?.regions ?? 1;
      return regions < 2 ? name(composite) : pool.claimNext(`${name(composite)}_region${region[2]}`);
    }
    const pseudo = PSEUDO.exec(key);
    if (pseudo) {
      const scope = pseudo[1] ?? ROOT_SCOPE;
      const base = compositeOf(scope) === undefined ? pseudo[2] ?? 'start' : `${name(scope)}_${pseudo[2] ?? 'start'}`;
      return pool.claimNext(base);
    }
    return pool.claimNext(`${NOTE.exec(key)?.[1] ?? 'state'}_note`);
  };
  return name;
}
