import type { Knex } from 'knex';
import type { Computed, NormalizedScene } from '../../engine/index.js';
import type { RevisionRow } from '../db/repositories/revisions.js';

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

/** What the caches hold, for the memory report (bench/README.md). */
export interface RevisionStoreStats {
  revisions: { entries: number; bytes: number };
  views: { entries: number; bytes: number };
}

/**
 * Reads stored versions for the use cases; a version never changes once written, so an
 * implementation may keep them (infrastructure/cached-revision-store.ts keeps recent ones
 * parsed in memory). A missing version is 404 REVISION_NOT_FOUND. It reads versions' contents
 * only: which revision was current at a time, and writing a new one, are the revisions
 * repository's (db/repositories/revisions.ts), which a cache has nothing to add to.
 */
export interface RevisionStore {
  /** Entries and bytes held in memory, for the memory report. */
  stats(): RevisionStoreStats;
  /**
   * A view derived only from immutable data (a version and the versions before it), made
   * once and kept: `key` must name everything the view depends on.
   */
  view<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Drops a kept version: only its chain may change after it is written. */
  forget(diagramId: string, revision: number): void;
  get(db: Knex, diagramId: string, revision: number): Promise<StoredRevision>;
}
