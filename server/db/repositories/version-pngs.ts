import type { Knex } from 'knex';

export interface VersionPngRow {
  diagram_id: string;
  revision: number;
  scale: string;
  png: Uint8Array;
  width: number;
  height: number;
  created_at: string;
}

/** The PNGs made from versions' stored SVGs, one per diagram, revision and scale. */
export const versionPngs = {
  async get(db: Knex, diagramId: string, revision: number, scale: string): Promise<VersionPngRow | undefined> {
    const row = await db<VersionPngRow>('version_pngs').where({ diagram_id: diagramId, revision, scale }).first();
    // SQLite and PostgreSQL both hand back a Buffer; counts and sizes may come back as strings.
    return row && { ...row, revision: Number(row.revision), width: Number(row.width), height: Number(row.height) };
  },
  /** Keeps a PNG; a row already there (another request made the same PNG first) stays. */
  async put(db: Knex, row: VersionPngRow): Promise<void> {
    await db('version_pngs').insert({ ...row, png: Buffer.from(row.png.buffer, row.png.byteOffset, row.png.byteLength) }).onConflict(['diagram_id', 'revision', 'scale']).ignore();
  },
  async count(db: Knex, diagramId: string): Promise<number> {
    const row = await db('version_pngs').where({ diagram_id: diagramId }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
};
