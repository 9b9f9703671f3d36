import { accountHoldings, type HeldWorkspace } from '../../db/repositories/account-holdings.js';
import { people } from '../../db/repositories/people.js';
import { sessions } from '../../db/repositories/sessions.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import type { PeopleDeps } from './deps.js';
import { LINK_LIFETIME_MS, linkInvalid, mailAllowance, MAIL_WINDOW_MS, makeEmailLink, spendEmailLink } from './email-links.js';
import { siteName } from './mails.js';
import { deletionRequestMail } from './account-mails.js';
import { accountFate, soleOwnerOfTeams } from './account-holdings.js';
import { closeAccount, removeClosedAccount, type Removed } from './account-removal.js';
import { sessionLive, type SignedIn } from './sessions.js';

interface WorkspaceSummary {
  id: string;
  name: string;
  kind: 'personal' | 'team';
  role: 'owner' | 'member' | 'viewer';
  members: number;
}

/** GET /v1/account/deletion-preflight: what closing the account removes, what it leaves, and what stops it. */
export interface DeletionPreflight {
  email: string;
  /** What deletion-request's confirmedName must be: the personal workspace's name (the address when there is none). */
  confirmName: string;
  /** False while `blockers` lists a workspace. */
  canDelete: boolean;
  removes: {
    /** The personal workspace and team workspaces nobody else is in. */
    workspaces: WorkspaceSummary[];
    /** In those workspaces: every diagram with its history and images, deleted ones still restorable included. */
    diagrams: number;
    /** Published diagrams among them: their public addresses stop answering. */
    publishedDiagrams: number;
    /** Active share links to those diagrams: they stop answering. */
    shareLinks: number;
    /** The person's API keys that still work, in every workspace. */
    keys: number;
    /** Open sessions, this one included. */
    sessions: number;
  };
  /** Team workspaces the person leaves: what they made there stays with the team, without their name. */
  leaves: WorkspaceSummary[];
  /** Team workspaces where the person is the only owner among others: make someone else owner first. */
  blockers: WorkspaceSummary[];
}

function summary(workspace: HeldWorkspace): WorkspaceSummary {
  return { id: workspace.id, name: workspace.name, kind: workspace.kind, role: workspace.role, members: workspace.members };
}

/** The exact text deletion-request wants: the personal workspace's name, or the address of a person without one. */
function confirmNameOf(signedIn: SignedIn): string {
  return signedIn.workspaces.find((w) => w.kind === 'personal')?.name ?? signedIn.person.email;
}

export async function deletionPreflight(context: ServiceContext, signedIn: SignedIn): Promise<DeletionPreflight> {
  const person = signedIn.person;
  const fate = await accountFate(context, person.id);
  const counts = await accountHoldings.countsIn(context.db, fate.removed.map((w) => w.id));
  const now = context.clock();
  const keys = await accountHoldings.liveKeysOf(context.db, person.id, now.toISOString());
  const open = (await sessions.openOf(context.db, person.id)).filter((row) => sessionLive(row, now));
  return {
    email: person.email,
    confirmName: confirmNameOf(signedIn),
    canDelete: fate.blockers.length === 0,
    removes: { workspaces: fate.removed.map(summary), ...counts, keys: keys.length, sessions: open.length },
    leaves: fate.left.map(summary),
    blockers: fate.blockers.map(summary),
  };
}

export function deleteAccountUrl(webUrl: string, token: string): string {
  return `${webUrl}/delete-account?token=${token}`;
}

/**
 * POST /v1/account/deletion-request {confirmedName}: mails the account's address a link
 * (24 hours, once) whose page deletes the account. The name must be the personal
 * workspace's, exactly (400 CONFIRMED_NAME_MISMATCH); a sole owner of a team with others is
 * refused (409 SOLE_OWNER_OF_TEAM). At most 5 mailed links in 15 minutes per address (429).
 */
export async function requestDeletion(deps: PeopleDeps, signedIn: SignedIn, confirmedName: string): Promise<{ sent: true; email: string; expiresAt: string }> {
  const expected = confirmNameOf(signedIn);
  if (confirmedName !== expected) {
    throw new ServiceError(400, 'CONFIRMED_NAME_MISMATCH', `confirmedName must be the name of your personal workspace exactly as written: "${expected}".`);
  }
  const fate = await accountFate(deps, signedIn.person.id);
  if (fate.blockers.length > 0) throw soleOwnerOfTeams(fate.blockers);
  const email = signedIn.person.email;
  if (!(await mailAllowance(deps, email))) {
    const retryAfter = MAIL_WINDOW_MS / 1000;
    throw new ServiceError(429, 'RATE_LIMITED', `Several links went to ${email} in the last ${MAIL_WINDOW_MS / 60_000} minutes; use the last one, or ask again later.`, { retryAfter });
  }
  const token = await makeEmailLink(deps, 'delete-account', email, false);
  const hours = LINK_LIFETIME_MS['delete-account'] / 3_600_000;
  await deps.mailer.send(deletionRequestMail(email, deleteAccountUrl(deps.webUrl, token), hours, siteName(deps.webUrl)));
  return { sent: true, email, expiresAt: new Date(deps.clock().getTime() + LINK_LIFETIME_MS['delete-account']).toISOString() };
}

/**
 * POST /v1/account/deletion-confirm {token}: spends the mailed link and deletes the account:
 * 410 LINK_INVALID for a used, expired or unknown link (or an account already gone). A team
 * it became the only owner of since the request: 409 SOLE_OWNER_OF_TEAM, and the link stays
 * usable until it expires.
 */
export async function confirmDeletion(context: ServiceContext, token: string, webUrl: string): Promise<{ deleted: true; email: string; removed: Removed }> {
  const person = await context.db.transaction(async (trx) => {
    const scoped = { ...context, db: trx };
    const link = await spendEmailLink(scoped, 'delete-account', token, webUrl);
    const found = await people.byEmail(trx, link.email);
    if (!found || found.closed_at) throw linkInvalid('delete-account', webUrl);
    const fate = await accountFate(scoped, found.id);
    if (fate.blockers.length > 0) throw soleOwnerOfTeams(fate.blockers);
    await closeAccount(scoped, found.id);
    return found;
  });
  const removed = await removeClosedAccount(context, person);
  return { deleted: true, email: person.email, removed };
}
