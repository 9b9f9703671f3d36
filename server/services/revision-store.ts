import type { Knex } from 'knex';
import { storedLayout, storedScene, type Computed, type NormalizedScene } from '../../engine/index.js';
import { revisions, type RevisionRow } from '../db/repositories/revisions.js';
import { LruCache } from './lru.js';
import { ServiceError } from './errors.js';

/** A stored version with its scene and layout parsed. */
export interface StoredRevision {
  row: Omit<RevisionRow, 'scene' | 'computed'>;
  /** The scene, brought to this engine's schemaVersion (storedScene: migrations). */
  scene: NormalizedScene;
  /** The layout stored with it, when there is one of this engine's format version. */
  computed: Computed | null;
  /** A layout was stored but in another format version: lay the scene out again for it. */
  layoutOutdated: boolean;
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

  async get(db: Knex, diagramId: string, revision: number): Promise<StoredRevision> {
    const key = `${diagramId}@${revision}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await revisions.get(db, diagramId, revision);
    if (!row) throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram has no revision ${revision}.`);
    const { scene, computed, ...rest } = row;
    const layout = computed === null ? null : storedLayout(JSON.parse(computed));
    const stored: StoredRevision = {
      row: rest,
      scene: storedScene(JSON.parse(scene)),
      computed: layout,
      layoutOutdated: computed !== null && layout === null,
    };
    this.cache.set(key, stored);
    return stored;
  }
}
