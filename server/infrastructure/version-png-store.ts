import type { Knex } from 'knex';
import { versionPngs } from '../db/repositories/version-pngs.js';
import { LruCache } from '../lru.js';
import type { MadePng, PngKey, VersionPngStore } from '../ports/index.js';

/** Bytes of PNGs kept in memory per process: the hot versions of a docs site fit many times over. */
export const PNG_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The PNGs of versions: made once from the stored SVG and then read. Three layers: memory
 * (a byte-bounded LRU), the `version_pngs` table (survives restarts), and making it (the
 * caller's drawing). Requests for a PNG being made wait for that one drawing instead of
 * starting their own.
 */
export class CachedVersionPngStore implements VersionPngStore {
  private readonly memory: LruCache<string, Uint8Array>;
  private readonly making = new Map<string, Promise<Uint8Array>>();

  constructor(budgetBytes = PNG_MEMORY_BUDGET_BYTES) {
    this.memory = new LruCache({ bytes: budgetBytes }, (png) => png.byteLength);
  }

  /**
   * The PNG under `key`: from memory, else the table, else `make()`. With `keep` false a
   * made PNG stays in memory only (scales the table does not keep, version-image.ts).
   */
  async get(db: Knex, key: PngKey, options: { keep: boolean; createdAt: () => string }, make: () => Promise<MadePng>): Promise<Uint8Array> {
    const name = `${key.diagramId}@${key.revision}:${key.scale}`;
    const hit = this.memory.get(name);
    if (hit !== undefined) return hit;
    const pending = this.making.get(name);
    if (pending !== undefined) return pending;
    const work = (async () => {
      const stored = await versionPngs.get(db, key.diagramId, key.revision, key.scale);
      if (stored) {
        const png = new Uint8Array(stored.png.buffer, stored.png.byteOffset, stored.png.byteLength);
        this.memory.set(name, png);
        return png;
      }
      const made = await make();
      // In memory first: if keeping it in the table fails, the next request still finds it.
      this.memory.set(name, made.png);
      if (options.keep) {
        await versionPngs.put(db, { diagram_id: key.diagramId, revision: key.revision, scale: key.scale, png: made.png, width: made.width, height: made.height, created_at: options.createdAt() });
      }
      return made.png;
    })();
    this.making.set(name, work);
    try {
      return await work;
    } finally {
      this.making.delete(name);
    }
  }
}
