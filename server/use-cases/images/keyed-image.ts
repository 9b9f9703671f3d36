import { findDiagram } from '../diagrams/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { keyedCaller, type Principal } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';
import { parseImageAddress, parseImageOptions } from './image-query.js';
import { redrawnImage } from './redrawn-image.js';
import { versionImage, type VersionImage } from './version-image.js';

/**
 * GET /v1/images/{id}@{revision}.svg|.png with a key: the stored image of a version of a
 * live diagram of the caller's workspace (a deleted one answers 404 until restored), or
 * drawn again (engine=current) or coloured against another revision (from). Drawn with
 * the keyed budget.
 */
export async function imageForKey(deps: DiagramDeps, principal: Principal, file: string, query: Record<string, string>): Promise<VersionImage> {
  const address = parseImageAddress(file);
  const diagram = await findDiagram(deps.db, principal, address.ref);
  if (address.revision > diagram.revision) {
    throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram's latest revision is ${diagram.revision}; revision ${address.revision} does not exist.`, { revision: diagram.revision });
  }
  const options = parseImageOptions(query, address, diagram.revision);
  const caller = keyedCaller(principal);
  if (options.engine === 'current' || options.from !== undefined) {
    return redrawnImage(deps, diagram, address.revision, address.format, caller, { ...(options.scale !== undefined ? { scale: options.scale } : {}), ...(options.from !== undefined ? { from: options.from } : {}) });
  }
  return versionImage(deps, diagram, address.revision, address.format, caller, options.scale !== undefined ? { scale: options.scale } : {});
}
