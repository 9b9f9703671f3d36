import type { Knex } from 'knex';
import { DiagramId } from '../../../schema/index.js';
import * as v from 'valibot';
import { SHARE_TOKEN_PATTERN, hashShareToken } from '../../ids.js';
import { publicRefs, type ShareableDiagramRow } from '../../db/repositories/public-refs.js';
import type { ShareLinkRow } from '../../db/repositories/share-links.js';
import { ServiceError } from '../../ports/index.js';

/** What a keyless address points at, once it is known to be reachable. */
export interface PublicRef {
  diagram: ShareableDiagramRow;
  /** public: a published diagram by its id; link: through a share link (picture only). */
  access: 'public' | 'link';
  link: ShareLinkRow | null;
  /** The id or token as it appears in addresses (without @revision). */
  ref: string;
  /** The version shown. */
  revision: number;
  /** The address named @revision (it never changes) rather than following the latest. */
  exact: boolean;
  latest: number;
}

const REF = /^([^@]{1,64})(?:@([1-9][0-9]{0,9}))?$/;

/**
 * The one answer for every keyless address that shows nothing: unknown, private, deleted,
 * revoked, a workspace with sharing off, a revision that does not exist. The same status
 * and body, so an address never tells which it was (the REST routes answer it uncached).
 */
export function publicNotFound(): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', 'Nothing is shared at this address; check it, or ask the diagram\'s owner for a new link.');
}

/**
 * Resolves `{ref}` or `{ref}@{revision}` of a keyless address: a published diagram's id,
 * or a share link's token. Used by the public JSON, the public images, the version pages
 * and content reports alike; anything not shown answers publicNotFound().
 */
export async function resolvePublicRef(db: Knex, text: string): Promise<PublicRef> {
  const match = REF.exec(text);
  if (!match) throw publicNotFound();
  const ref = match[1]!;
  let found: { diagram: ShareableDiagramRow; link: ShareLinkRow | null } | undefined;
  if (v.is(DiagramId, ref)) {
    const diagram = await publicRefs.diagramById(db, ref);
    if (diagram && diagram.visibility === 'public') found = { diagram, link: null };
  } else if (SHARE_TOKEN_PATTERN.test(ref)) {
    const linked = await publicRefs.byTokenHash(db, hashShareToken(ref));
    if (linked && linked.link.revoked_at === null) found = linked;
  }
  if (!found || found.diagram.deleted_at !== null || !found.diagram.public_sharing) throw publicNotFound();
  const latest = found.diagram.revision;
  const revision = match[2] === undefined ? latest : Number(match[2]);
  if (revision > latest) throw publicNotFound();
  return { diagram: found.diagram, access: found.link ? 'link' : 'public', link: found.link, ref, revision, exact: match[2] !== undefined, latest };
}
