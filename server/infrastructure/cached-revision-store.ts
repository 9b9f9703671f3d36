import type { Knex } from 'knex';
import { storedLayout, storedScene } from '../../engine/index.js';
import { revisions, type RevisionRow } from '../db/repositories/revisions.js';
import { type RevisionStore, type RevisionStoreStats, type StoredRevision, ServiceError } from '../ports/index.js';
import { LruCache } from '../lru.js';

/** Bytes of parsed versions kept: about fifty 1,000-element versions, or thousands of small ones. */
export const REVISION_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes of views (outlines) kept. */
export const VIEW_CACHE_BYTES = 16 * 1024 * 1024;

export interface RevisionStoreLimits {
  revisionBytes?: number;
  viewBytes?: number;
}

/**
 * What a parsed version weighs in the heap. Measured on 200 versions of a 500-node diagram
 * read from SQLite (0.88 MB each): the parsed scene and computed section take about 1.5
 * bytes per character of their JSON text, the SVG string one byte per character.
 */
function versionBytes(sceneText: string, computedText: string | null, row: Omit<RevisionRow, 'scene' | 'computed'>): number {
  return Math.round(1.5 * (sceneText.length + (computedText?.length ?? 0))) + row.svg.length + 1_024;
}

/** A view's weight: its JSON text (views are made of strings and small objects). */
function viewBytes(view: unknown): number {
  return (JSON.stringify(view)?.length ?? 0) + 256;
}

/**
 * Reads versions, keeping recently used ones parsed in memory: a version never changes
 * once written, so the cache needs no invalidation. Bounded by entries and by bytes.
 */
export class CachedRevisionStore implements RevisionStore {
  private readonly cache: LruCache<string, { stored: StoredRevision; bytes: number }>;
  private readonly views: LruCache<string, unknown>;

  constructor(limits: RevisionStoreLimits = {}) {
    this.cache = new LruCache({ entries: 256, bytes: limits.revisionBytes ?? REVISION_CACHE_BYTES }, (entry) => entry.bytes);
    this.views = new LruCache({ entries: 512, bytes: limits.viewBytes ?? VIEW_CACHE_BYTES }, viewBytes);
  }

  /** Entries and bytes held by each cache. */
  stats(): RevisionStoreStats {
    return { revisions: this.cache.size, views: this.views.size };
  }

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
    if (cached) return cached.stored;
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
    this.cache.set(key, { stored, bytes: versionBytes(scene, computed, rest) });
    return stored;
  }
}
