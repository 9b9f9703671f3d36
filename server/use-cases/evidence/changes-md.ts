import type { HistoryEntry } from './history.js';

/** Who made a revision and how, in words. */
function madeBy(entry: HistoryEntry): string {
  const person = entry.createdBy ? ` ${entry.createdBy}` : '';
  const via = entry.createdVia ? ` via ${entry.createdVia}` : '';
  if (entry.proposalId) return `a proposal (${entry.proposalId}) approved by ${entry.approvedByUserId ?? 'an unrecorded person'}${via}`;
  switch (entry.createdByKind) {
    case 'human':
      return `a person${person}, signed in${via}`;
    case 'agent':
      return `an agent with an API key of${person || ' an unrecorded person'}${via}`;
    case 'derive':
      return `derive, from a ${entry.deriveFormat ?? 'schema'} snapshot (${entry.deriveSourceSha256 ?? 'no source hash'})${via}`;
    default:
      return 'not recorded (made before provenance was kept)';
  }
}

const list = (ids: string[] | undefined): string => (ids && ids.length > 0 ? ids.map((id) => `\`${id}\``).join(', ') : 'none');

function section(entry: HistoryEntry): string[] {
  const lines = [`## Revision ${entry.revision}`, '', `- Date: ${entry.createdAt}`, `- Made by: ${madeBy(entry)}`, `- Message: ${entry.message ?? '(none)'}`];
  if (entry.summary) {
    lines.push(`- Summary: ${entry.summary.added ?? 0} added, ${entry.summary.removed ?? 0} removed, ${entry.summary.modified ?? 0} modified`);
  } else {
    lines.push(`- Summary: ${entry.revision === 1 ? 'the first revision' : 'not recorded'}`);
  }
  if (entry.changed) {
    lines.push(`- Elements added: ${list(entry.changed.added)}`, `- Elements changed: ${list(entry.changed.updated)}`, `- Elements removed: ${list(entry.changed.removed)}`);
  }
  if (entry.purged) lines.push('- Purged by retention: its scene and image are gone; its hashes are kept in the chain (provenance.json).');
  lines.push('');
  return lines;
}

/** changes.md: every revision of the range, oldest first, in words. */
export function changesMarkdown(title: string, entries: HistoryEntry[], from: number, to: number): string {
  const header = [`# Changes of ${title}, revisions ${from} to ${to}`, ''];
  return [...header, ...entries.filter((e) => e.revision >= from && e.revision <= to).flatMap(section)].join('\n');
}
