import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { globBase, isGlob } from './glob.js';

/** The folders to watch for the inputs: a folder or a glob's base with everything below it, a file's own folder. */
async function watchedFolders(inputs: readonly string[]): Promise<Array<{ folder: string; recursive: boolean }>> {
  const folders = new Map<string, boolean>();
  for (const input of inputs) {
    if (input === '-') continue;
    if (isGlob(input)) folders.set(globBase(input), true);
    else if ((await stat(input).catch(() => undefined))?.isDirectory()) folders.set(input, true);
    else folders.set(dirname(input), folders.get(dirname(input)) ?? false);
  }
  return [...folders].map(([folder, recursive]) => ({ folder, recursive }));
}

/** Our own writes (pictures, the cache file) must not start another round. */
const isOurOutput = (name: string): boolean => /\.(svg|png)$/i.test(name) || name.endsWith('.dsp-cache.json');

/**
 * Runs `round` again whenever a file under the inputs changes (fs.watch; editors that save
 * by renaming are seen too, as the folder is watched rather than the file). Changes that
 * arrive within 100 ms make one round, and a change during a round makes one more after it.
 * Resolves never: the command runs until interrupted.
 */
export async function watchInputs(inputs: readonly string[], round: () => Promise<void>): Promise<never> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const start = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        start();
      }
    });
  };
  const watchers: FSWatcher[] = [];
  for (const { folder, recursive } of await watchedFolders(inputs)) {
    watchers.push(
      watch(folder, { recursive }, (_event, name) => {
        if (name !== null && isOurOutput(name)) return;
        clearTimeout(timer);
        timer = setTimeout(start, 100);
      }),
    );
  }
  process.stderr.write(`dsp render: watching ${watchers.length === 1 ? 'one folder' : `${watchers.length} folders`} for changes (Ctrl-C stops)\n`);
  return new Promise<never>(() => {});
}
