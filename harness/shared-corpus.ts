import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Corpora taken from public repositories live in the steering repository's shared/
 * (shared/corpus/...), never in this repository (docs/decisions/2026-11-28-fetched-corpora-in-shared.md):
 * CI lays shared/ beside the clone, a worktree has it two folders up, and DSP_SHARED_DIR
 * names it anywhere else. Undefined when that folder is not there, so a test or a bench can
 * say what it did not run rather than pass on nothing. Shared by the tests and the benches.
 */
export function sharedCorpus(folder: string): string | undefined {
  const root = resolve(new URL('../', import.meta.url).pathname);
  const candidates = [process.env.DSP_SHARED_DIR, join(root, '..', 'shared'), join(root, '..', '..', 'shared')];
  for (const shared of candidates) {
    if (shared === undefined) continue;
    const dir = join(shared, 'corpus', folder);
    if (existsSync(dir)) return dir;
  }
  return undefined;
}

/** The name a skipped part carries: what is not run and why. */
export const notPresent = (folder: string): string => `(shared/corpus/${folder} not present)`;
