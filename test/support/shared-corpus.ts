import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Held-in corpora taken from public repositories live in the steering repository's shared/
 * (shared/corpus/...), not in this repository: CI lays shared/ beside the clone, a worktree
 * has it two folders up, and DSP_SHARED_DIR names it anywhere else. Undefined when that
 * folder is not there, so a test can say it was not run rather than pass on nothing.
 */
export function sharedCorpus(folder: string): string | undefined {
  const root = resolve(new URL('../../', import.meta.url).pathname);
  const candidates = [process.env.DSP_SHARED_DIR, join(root, '..', 'shared'), join(root, '..', '..', 'shared')];
  for (const shared of candidates) {
    if (shared === undefined) continue;
    const dir = join(shared, 'corpus', folder);
    if (existsSync(dir)) return dir;
  }
  return undefined;
}
