import type { SceneDocumentValue } from '../../schema/index.js';

/** One earlier (or the current) revision, as listed under `recent:`. */
export interface RecentRevision {
  revision: number;
  /** ISO 8601 timestamp, printed as given. */
  createdAt: string;
  message?: string | null;
}

/** Everything the outline shows: the stored diagram record and the scene of one revision. */
export interface OutlineInput {
  diagram: {
    id: string;
    key?: string | null;
    /** Falls back to scene.scene.title when undefined or null. */
    title?: string | null;
    /** Falls back to scene.scene.brief when undefined or null. */
    brief?: string | null;
    revision: number;
    /** ISO timestamp of this revision; the engine has no clock, so the time comes in. */
    createdAt: string;
    /** `sha256:<hex>`; the header prints the first 12 hex digits. */
    hash: string;
  };
  /** Printed in the order given (the service passes newest first). */
  recentRevisions: RecentRevision[];
  scene: SceneDocumentValue;
}

export interface OutlineOptions {
  /** Limit the outline to these element ids and their neighbours; empty or absent means all. */
  elements?: readonly string[];
  /** The `nextCursor` of an earlier page of the same outline. */
  cursor?: string;
  /** Element lines per page; default DEFAULT_PAGE_SIZE. */
  pageSize?: number;
}

/** One page of the outline. */
export interface OutlinePage {
  ok: true;
  text: string;
  /** Present when more element lines follow; pass it back as `cursor`. */
  nextCursor?: string;
}

export type OutlineErrorCode =
  /** The cursor is not one this engine made, or was made for another diagram or filter. */
  | 'CURSOR_INVALID'
  /** The cursor was made for another revision of this diagram; start again without it. */
  | 'CURSOR_STALE'
  /** The elements filter names ids the scene does not have (listed in unknownIds). */
  | 'ELEMENT_NOT_FOUND';

/** A refused outline request: the service turns it into a 4xx answer. */
export interface OutlineFailure {
  ok: false;
  code: OutlineErrorCode;
  message: string;
  unknownIds?: string[];
}

export type OutlineResult = OutlinePage | OutlineFailure;

export const DEFAULT_PAGE_SIZE = 200;
