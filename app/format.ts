import type { RevisionEntry } from './api.js';

/** Small pure helpers of the pages: dates, who made a version, embed snippets. */

/** A date and time as the reader's locale writes it, with the UTC instant kept for <time datetime>. */
export function shortDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Who made a version, in words: a person (a session) or an agent (an API key, MCP). */
export function madeBy(entry: Pick<RevisionEntry, 'createdByKind' | 'createdVia'>): string {
  const who = entry.createdByKind === 'human' ? 'a person' : entry.createdByKind === 'agent' ? 'an agent' : entry.createdByKind;
  return entry.createdVia && entry.createdVia !== 'api' ? `${who} (${entry.createdVia})` : who;
}

/** "1 added, 2 changed" from a revision's or a comparison's summary; "no changes" when all are 0. */
export function changeSummary(summary: { added: number; removed: number; modified: number } | null): string {
  if (!summary) return 'first version';
  const parts = [
    summary.added ? `${summary.added} added` : '',
    summary.modified ? `${summary.modified} changed` : '',
    summary.removed ? `${summary.removed} removed` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no changes';
}

export interface EmbedSnippets {
  markdown: string;
  html: string;
  element: string;
}

/**
 * What to paste into a page to show a published diagram (the version page offers the same
 * Markdown and HTML): the latest image by its public address, and the element, which draws
 * the diagram in the page from the service's embed script.
 */
export function embedSnippets(publicUrl: string, title: string, elementScript: string, diagramId: string, serviceOrigin: string): EmbedSnippets {
  const alt = title.replace(/[[\]]/g, '');
  const attr = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    markdown: `![${alt}](${publicUrl}.svg)`,
    html: `<img src="${publicUrl}.svg" alt="${attr}">`,
    element: `<script type="module" src="${serviceOrigin}${elementScript}"></script>\n<dsp-diagram diagram="${diagramId}" service="${serviceOrigin}"></dsp-diagram>`,
  };
}

/** The revision numbers to compare by default: the one before the latest, and the latest. */
export function defaultComparison(revisions: number[]): { from: number; to: number } | undefined {
  const sorted = [...revisions].sort((a, b) => b - a);
  if (sorted.length < 2) return undefined;
  return { from: sorted[1]!, to: sorted[0]! };
}
