import type { Knex } from 'knex';
import type { Computed, SceneDocumentValue } from '../../engine/index.js';
import { revisions, type RevisionRow } from '../db/repositories/revisions.js';
import { LruCache } from './lru.js';
import { ServiceError } from './errors.js';

/** A stored version with its scene and layout parsed. */
export interface StoredRevision {
  row: Omit<RevisionRow, 'scene' | 'computed'>;
  scene: SceneDocumentValue;
  computed: Computed | null;
}

/**
 * Reads versions, keeping recently used ones parsed in memory: a version never changes
 * once written, so the cache needs no invalidation.
 */
export class RevisionStore {
  private readonly cache = new LruCache<string, StoredRevision>(256);
  private readonly views = new LruCache<string, unknown>(512);

  /**
   * A view derived only from immutable data (a version and the versions before it), made
   * once and kept: `key` must name everything the view depends on.
   */
  async view<T>(key: string, make: () => Promise<T>): Promise<T> {
    const cached = this.views.get(key);
    if (cached !== undefined) return cached as T;
    const made = await make();
    this.views.set(key, made);
    return made;
  }

  /** Drops a cached version: only its chain may change after it is written (computed later when it was missing). */
  forget(diagramId: string, revision: number): void {
    this.cache.delete(`${diagramId}@${revision}`);
  }

  async get(db: Knex, diagramId: string, revision: number): Promise<StoredRevision> {
    const key = `${diagramId}@${revision}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await revisions.get(db, diagramId, revision);
    if (!row) throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram has no revision ${revision}.`);
    const { scene, computed, ...rest } = row;
    const stored: StoredRevision = {
      row: rest,
      scene: JSON.parse(scene) as SceneDocumentValue,
      computed: computed === null ? null : (JSON.parse(computed) as Computed),
    };
    this.cache.set(key, stored);
    return stored;
  }
}
