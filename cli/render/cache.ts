import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The cache file's name in the output folder. */
export const CACHE_FILE = '.dsp-cache.json';

/** What an output was drawn from: the input's content hash and everything else that changes the picture. */
interface CacheEntry {
  input: string;
  drawnWith: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Remembers, per output file, the hash of the input and the options (and package version)
 * it was drawn with. An output is skipped when it exists, is newer than its input and the
 * input's hash and the options are unchanged. Kept in `<out-dir>/.dsp-cache.json`, or only
 * in memory (dsp render --watch without --out-dir).
 */
export class RenderCache {
  private entries: Record<string, CacheEntry>;
  private changed = false;

  private constructor(
    private readonly folder: string | undefined,
    private readonly drawnWith: string,
    entries: Record<string, CacheEntry>,
  ) {
    this.entries = entries;
  }

  /** The cache of an output folder (empty when its file is missing or unreadable, or ignoreStored: --force), or one in memory. */
  static open(folder: string | undefined, drawnWith: string, { ignoreStored = false } = {}): RenderCache {
    if (folder === undefined || ignoreStored) return new RenderCache(folder, drawnWith, {});
    try {
      const stored = JSON.parse(readFileSync(join(folder, CACHE_FILE), 'utf8')) as { entries?: Record<string, CacheEntry> };
      return new RenderCache(folder, drawnWith, stored.entries ?? {});
    } catch {
      return new RenderCache(folder, drawnWith, {});
    }
  }

  private keyOf(output: string): string {
    return this.folder === undefined ? output : relative(this.folder, output).split('\\').join('/');
  }

  /** Whether the output can be kept as it is. */
  async isFresh(input: string, text: string, output: string): Promise<boolean> {
    const entry = this.entries[this.keyOf(output)];
    if (entry === undefined || entry.drawnWith !== this.drawnWith || entry.input !== sha256(text)) return false;
    const [source, drawn] = await Promise.all([stat(input), stat(output).catch(() => undefined)]);
    return drawn !== undefined && drawn.mtimeMs >= source.mtimeMs;
  }

  /** Records an output just written. */
  remember(text: string, output: string): void {
    this.entries[this.keyOf(output)] = { input: sha256(text), drawnWith: this.drawnWith };
    this.changed = true;
  }

  /** Forgets an output that could not be drawn, so a later run tries again. */
  forget(output: string): void {
    const key = this.keyOf(output);
    if (!(key in this.entries)) return;
    delete this.entries[key];
    this.changed = true;
  }

  /** Writes the cache file when anything changed (a cache that cannot be written only costs a re-draw next time). */
  async save(): Promise<void> {
    if (this.folder === undefined || !this.changed) return;
    const sorted = Object.fromEntries(Object.entries(this.entries).sort(([a], [b]) => (a < b ? -1 : 1)));
    await writeFile(join(this.folder, CACHE_FILE), `${JSON.stringify({ entries: sorted }, null, 1)}\n`).catch(() => undefined);
    this.changed = false;
  }
}
