import { diagnostic, type Diagnostic } from '../model/index.js';

/** The warning codes the Mermaid reader produces. */
export type MermaidWarningCode = 'MERMAID_UNSUPPORTED' | 'MERMAID_APPROXIMATED' | 'MERMAID_ID_REWRITTEN' | 'MERMAID_TEXT_TRUNCATED';

/** Past this many, one summary warning stands for the rest (a 64 KB text can hold thousands). */
const MAX_WARNINGS = 200;

interface Pending {
  code: MermaidWarningCode;
  line: number;
  message: string;
  elementId?: string;
  /** The Mermaid id the warning is about, named as an element once ids are mapped. */
  mermaidId?: string;
  data?: Record<string, unknown>;
}

/**
 * Collects what the Mermaid text says that DSP cannot keep, one warning per construct,
 * each with data.line. One collector per parse (never shared between parses).
 */
export class Warnings {
  private readonly pending: Pending[] = [];

  /** Adds a warning; the message is one line naming the construct and what happened to it. */
  add(code: MermaidWarningCode, line: number, message: string, extra: { elementId?: string; mermaidId?: string; data?: Record<string, unknown> } = {}): void {
    this.pending.push({ code, line, message, ...extra });
  }

  /** Names the element of every warning about a Mermaid id, once ids are mapped. */
  nameElements(idOf: (mermaidId: string) => string | undefined): void {
    for (const entry of this.pending) {
      if (entry.elementId === undefined && entry.mermaidId !== undefined) {
        const id = idOf(entry.mermaidId);
        if (id !== undefined) entry.elementId = id;
      }
    }
  }

  /** The warnings in line order (stable), capped with a summary. */
  list(): Diagnostic[] {
    const sorted = this.pending.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.line - b.entry.line || a.index - b.index);
    const kept = sorted.slice(0, MAX_WARNINGS).map(({ entry }) =>
      diagnostic(entry.code, `line ${entry.line}: ${entry.message}`, { elementId: entry.elementId, data: { line: entry.line, ...entry.data } }));
    const omitted = sorted.length - kept.length;
    if (omitted > 0) {
      const line = sorted[MAX_WARNINGS]?.entry.line ?? 1;
      kept.push(diagnostic('MERMAID_UNSUPPORTED', `line ${line}: ${omitted} more warnings like the ones above are not listed`, { data: { line, omitted } }));
    }
    return kept;
  }
}
