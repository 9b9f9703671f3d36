import type { SharingBodyValue } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { findDiagram } from '../diagrams/index.js';
import { publicSharingAllowed, sharingDisabled } from './workspace-sharing.js';
import { publicAddresses } from './public-addresses.js';

export type SharingAnswer =
  | { id: string; visibility: 'public'; url: string; svg: string; png: string; madePublicAt: string }
  | { id: string; visibility: 'private' };

type SharingDeps = Pick<DiagramDeps, 'db' | 'clock' | 'webUrl'>;

/**
 * Publishes a diagram or makes it private again. Publishing opens its version pages and
 * images by id to anyone (403 SHARING_DISABLED when the team's owners turned public sharing
 * off); making it private stops them at once while share links keep working. Both are safe
 * to repeat: publishing a public diagram keeps its madePublicAt.
 */
export async function setVisibility(deps: SharingDeps, principal: Principal, ref: string, body: SharingBodyValue): Promise<SharingAnswer> {
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, ref);
  if (body.visibility === 'private') {
    // Taking a diagram out of view is never held back (not even before email verification).
    if (diagram.visibility !== 'private') await diagrams.update(deps.db, diagram.id, { visibility: 'private', made_public_at: null });
    return { id: diagram.id, visibility: 'private' };
  }
  requireVerifiedEmail(principal, deps.webUrl);
  if (!(await publicSharingAllowed(deps.db, principal.workspace.id))) throw sharingDisabled();
  let madePublicAt = diagram.made_public_at;
  if (diagram.visibility !== 'public' || madePublicAt === null) {
    madePublicAt = isoNow(deps.clock);
    await diagrams.update(deps.db, diagram.id, { visibility: 'public', made_public_at: madePublicAt });
  }
  return { id: diagram.id, visibility: 'public', ...publicAddresses(deps.webUrl, diagram.id), madePublicAt };
}
