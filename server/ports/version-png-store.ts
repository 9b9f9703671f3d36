import type { Knex } from 'knex';

/** Which PNG: a version at a scale. */
export interface PngKey {
  diagramId: string;
  revision: number;
  scale: string;
}

export interface MadePng {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * The PNGs of stored versions, made once from the stored SVG and then read
 * (infrastructure/version-png-store.ts: memory, then the version_pngs table, then `make`).
 */
export interface VersionPngStore {
  /**
   * The PNG under `key`, made by `make()` when it is not kept yet. With `keep` false a made
   * PNG is not written to the table (scales the table does not keep, version-image.ts).
   */
  get(db: Knex, key: PngKey, options: { keep: boolean; createdAt: () => string }, make: () => Promise<MadePng>): Promise<Uint8Array>;
}
