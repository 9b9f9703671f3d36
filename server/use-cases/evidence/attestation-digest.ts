import { attestations } from '../../db/repositories/governance/attestations.js';
import { memberships, workspaces } from '../../db/repositories/workspaces.js';
import { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from '../shared/index.js';
import type { Mailer } from '../../ports/index.js';
import { attestationStatus, STALE_DAYS } from '../diagrams/index.js';
import { siteName } from '../people/index.js';
import type { ServiceContext } from '../shared/index.js';
import { attestationDigestMail, type DigestEntry } from './digest-mail.js';

/** A diagram is listed in the digest at most once in this many days (spec "Events"). */
export const DIGEST_REPEAT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestDeps extends ServiceContext {
  mailer: Mailer;
  /** The public website: each listed diagram links to its page there. */
  webUrl: string;
  /** Where a digest that could not be sent is reported. */
  logError?: (error: unknown, where: string) => void;
}

export interface DigestSweep {
  /** Digests mailed (one per owner of each workspace with something to list). */
  mailed: number;
  /** Diagrams listed in them. */
  diagrams: number;
  /** Workspaces whose digest could not be sent; they are tried again on the next sweep. */
  failed: number;
}

/**
 * The 90-day digest once: each workspace's owners get one mail listing every stale
 * diagram (attested 90 days ago or more) not listed in the last 14 days. Never-attested
 * diagrams are not listed. The diagrams are claimed (digest_mailed_at) before the mail
 * goes, and given back if it fails, so the next sweep tries again.
 */
export async function mailAttestationDigests(deps: DigestDeps): Promise<DigestSweep> {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - STALE_DAYS * DAY_MS).toISOString();
  const repeatBefore = new Date(now.getTime() - DIGEST_REPEAT_DAYS * DAY_MS).toISOString();
  const due = (await attestations.attestedBefore(deps.db, staleBefore)).filter((row) => row.digest_mailed_at === null || row.digest_mailed_at <= repeatBefore);
  const byWorkspace = new Map<string, typeof due>();
  for (const row of due) byWorkspace.set(row.workspace_id, [...(byWorkspace.get(row.workspace_id) ?? []), row]);

  const result: DigestSweep = { mailed: 0, diagrams: 0, failed: 0 };
  const site = siteName(deps.webUrl);
  for (const [workspaceId, rows] of byWorkspace) {
    const owners = await memberships.ownerEmails(deps.db, workspaceId);
    const workspace = await workspaces.byId(deps.db, workspaceId);
    if (owners.length === 0 || !workspace) continue;
    const entries: DigestEntry[] = rows
      .map((row) => ({
        id: row.diagram_id,
        title: row.title ?? row.key ?? row.diagram_id,
        ageDays: attestationStatus(row, Number(row.revision), now).ageDays!,
        attestedRevision: Number(row.attested_revision),
        liveRevision: Number(row.revision),
      }))
      .sort((a, b) => b.ageDays - a.ageDays || a.title.localeCompare(b.title));
    const ids = rows.map((row) => row.diagram_id);
    await attestations.markMailed(deps.db, ids, now.toISOString());
    try {
      for (const email of owners) {
        await deps.mailer.send(attestationDigestMail(email, workspace.name, entries, deps.webUrl, site));
        result.mailed += 1;
      }
      result.diagrams += ids.length;
    } catch (error) {
      // Given back as it was: the next sweep lists these diagrams again (an owner whose mail
      // went before the failure may then get it twice, which beats nobody getting it).
      for (const row of rows) await attestations.markMailed(deps.db, [row.diagram_id], row.digest_mailed_at);
      result.failed += 1;
      deps.logError?.(error, 'attestation digest');
    }
  }
  return result;
}

export type AttestationDigestSweep = PeriodicSweep;

/**
 * Runs mailAttestationDigests now and every `intervalMs`, in one instance at a time (an
 * instance that finds the sweep running elsewhere skips its turn). One log line when it
 * mailed or failed something; a failure is logged and the next sweep tries again.
 */
export function startAttestationDigestSweep(deps: DigestDeps, options: SweepOptions): AttestationDigestSweep {
  return startPeriodicSweep(deps.db, {
    lock: 'attestation-digest',
    work: () => mailAttestationDigests(deps),
    report: (done) => (done.mailed > 0 || done.failed > 0 ? { level: done.failed > 0 ? 'warn' : 'info', msg: 'attestation digest', ...done } : undefined),
    failure: 'attestation digest failed',
  }, options);
}
