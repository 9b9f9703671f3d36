import type { MailMessage } from '../../ports/index.js';
import { htmlMail } from '../people/index.js';

/** One stale diagram as the digest lists it. */
export interface DigestEntry {
  id: string;
  title: string;
  ageDays: number;
  attestedRevision: number;
  liveRevision: number;
}

function line(entry: DigestEntry): string {
  const versions = entry.liveRevision > entry.attestedRevision
    ? `attested revision ${entry.attestedRevision}, live revision ${entry.liveRevision} (changed since)`
    : `attested revision ${entry.attestedRevision}, live revision ${entry.liveRevision}`;
  return `${entry.title}: attested ${entry.ageDays} days ago, ${versions}`;
}

/**
 * The 90-day digest to one owner: every stale diagram of the workspace, each with its age,
 * the attested against the live revision, and its dashboard page, where "I reviewed this
 * version" starts the cycle again. Plain text and HTML say the same.
 */
export function attestationDigestMail(email: string, workspaceName: string, entries: DigestEntry[], webUrl: string, site: string): MailMessage {
  const subject = `${entries.length} diagram${entries.length === 1 ? '' : 's'} on ${site} need a new review`;
  const intro = `These diagrams of ${workspaceName} were last reviewed 90 days ago or more. Open each one, check it, and press "I reviewed this version" to attest it again.`;
  const pageOf = (entry: DigestEntry) => `${webUrl}/app/diagrams/${entry.id}`;
  const why = 'You receive this as an owner of the workspace. A diagram is listed at most once every 14 days while it stays stale; diagrams never attested are not listed.';
  const text = [intro, '', ...entries.flatMap((entry) => [`- ${line(entry)}`, `  ${pageOf(entry)}`]), '', why].join('\n');
  const first = entries[0]!;
  const html = htmlMail(subject, [intro, ...entries.map((entry) => `${line(entry)} - ${pageOf(entry)}`)], { href: entries.length === 1 ? pageOf(first) : `${webUrl}/app`, label: entries.length === 1 ? 'Review the diagram' : 'Open your diagrams' }, [why]);
  return { to: [email], subject, text, html };
}
