import { diagrams } from '../../db/repositories/diagrams.js';
import type { DiagramDeps } from '../shared/index.js';
import { type DrawingCaller, ServiceError } from '../../ports/index.js';
import { parseImageAddress } from './image-query.js';
import { verifyImage } from './image-links.js';
import { versionImage, type VersionImage } from './version-image.js';

/** Every refusal of a signed link looks the same: a forger learns nothing from which check failed. */
function unknownLink(): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', 'This image link is unknown or has expired; ask for new links to the diagram (they last 7 days), or publish it for permanent ones.');
}

const EXPIRES = /^[1-9][0-9]{0,11}$/;

/**
 * An image through a signed link from a render: works without a key, draws with the
 * keyless budget whatever the request sends, and gives the plain stored version (the
 * signature covers diagram, revision, format and expiry; other parameters are ignored).
 * A tampered or expired link, one expiring further ahead than a link's lifetime, one signed
 * with a secret no longer configured, or a diagram deleted since (until it is restored),
 * answers 404 NOT_FOUND.
 */
export async function imageForSignedLink(deps: DiagramDeps, file: string, query: Record<string, string>, caller: DrawingCaller): Promise<VersionImage> {
  let address;
  try {
    address = parseImageAddress(file);
  } catch {
    throw unknownLink();
  }
  const { expires, signature } = query;
  if (expires === undefined || signature === undefined || !EXPIRES.test(expires)) throw unknownLink();
  const grant = { diagramId: address.ref, revision: address.revision, format: address.format, expires: Number(expires) };
  if (!verifyImage(deps, grant, signature)) throw unknownLink();
  const diagram = await diagrams.byId(deps.db, address.ref);
  if (!diagram || diagram.deleted_at !== null || address.revision > diagram.revision) throw unknownLink();
  return versionImage(deps, diagram, address.revision, address.format, caller);
}
