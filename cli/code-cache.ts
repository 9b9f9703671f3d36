import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * A V8 code cache for one large script (Node 20 has no module.enableCompileCache, and no code
 * cache for ES modules): the bytecode V8 compiled for it, kept in a file and handed back to
 * vm.Script next time, so a later process skips most parsing and compiling.
 */

/** Whether a cache was given to V8 and taken: 'used', 'rejected' (another V8 or flags), or 'none'. */
export type CacheUse = 'used' | 'rejected' | 'none';

export interface CompiledScript {
  /** What the script evaluated to. */
  value: unknown;
  cache: CacheUse;
  /**
   * Writes the cache from what V8 has compiled by now (call it late, after the script's work,
   * so the functions compiled lazily are in it too); nothing when the cache was used or another
   * thread wrote one since, or on any failure (a read-only or full disk: the next run compiles again).
   */
  save(): void;
}

/** This user's cache folder in the temp folder (Node's own compile cache lives there too). */
export function userCacheFolder(): string {
  const uid = typeof process.getuid === 'function' ? `-${process.getuid()}` : '';
  return join(tmpdir(), `dsp-diagrams-v8-cache${uid}`);
}

/**
 * Whether the folder is this user's and writable by no one else (POSIX). The temp folder is
 * shared: a planted cache would be bytecode this process runs, and a folder someone else made
 * could hold a symlink where the cache is written.
 */
function trusted(folder: string): boolean {
  if (typeof process.getuid !== 'function') return true;
  const owner = statSync(folder);
  return owner.uid === process.getuid() && (owner.mode & 0o022) === 0;
}

/** The cache file, or undefined when there is none or the folder is not trusted. */
function readTrusted(folder: string, path: string): Buffer | undefined {
  try {
    return trusted(folder) ? readFileSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/** Compiles and runs `source` (one script, no module syntax) with the cache for its exact text in `folder`. */
export function compileWithCodeCache(source: string, filename: string, folder: string): CompiledScript {
  // The text and the Node version name the file: V8 checks little more than the length of the source.
  const key = createHash('sha256').update(`${process.version} ${process.arch}\0`).update(source).digest('hex').slice(0, 16);
  // Named after the script's file, so the cache of its previous text can be found and removed.
  const prefix = `${basename(filename).replace(/[^\w.-]/g, '_')}-`;
  const path = join(folder, `${prefix}${key}.bin`);
  const cachedData = readTrusted(folder, path);
  // No import() inside: Node 20 cannot resolve it in a script compiled from a code cache.
  const script = new Script(source, { filename, ...(cachedData ? { cachedData } : {}) });
  const cache: CacheUse = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  const value: unknown = script.runInThisContext();
  const save = (): void => {
    // Nor when another thread or process wrote one meanwhile: the first one written holds a drawing's functions.
    if (cache === 'used' || (cache === 'none' && existsSync(path))) return;
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      if (!trusted(folder)) return;
      // Renamed into place, so a process reading it meanwhile sees the whole old file or the whole new one.
      writeFileSync(`${path}.${process.pid}`, script.createCachedData());
      renameSync(`${path}.${process.pid}`, path);
      // The caches of this file's earlier texts (an earlier build or version) would only pile up.
      for (const name of readdirSync(folder)) if (name.startsWith(prefix) && name.endsWith('.bin') && join(folder, name) !== path) rmSync(join(folder, name), { force: true });
    } catch {
      // No cache: the next run compiles again.
    }
  };
  return { value, cache, save };
}
