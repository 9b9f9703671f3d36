import { directiveConfig } from './config.js';
import type { Scanner } from './scanner.js';
import type { Warnings } from './warnings.js';

/**
 * Skips what carries no diagram content: spaces, tabs, `%%` comments to the end of the
 * line and `%%{init: ...}%%` directives (which may span lines; warned, since theme and
 * config come from DSP, unless they set only what parse-mermaid reads of them). With `newlines`, also line breaks (and `;` when `semicolons`).
 */
export function skipTrivia(sc: Scanner, warnings: Warnings, options: { newlines: boolean; semicolons?: boolean }): void {
  for (;;) {
    sc.skipInlineSpace();
    if (sc.at('%%{')) {
      const start = sc.pos;
      const close = sc.text.indexOf('}%%', start + 3);
      sc.pos = close < 0 ? sc.lineEnd() : close + 3;
      // The readers use the label settings and sequence.mirrorActors of init directives (config.ts); only the rest is ignored.
      const read = close < 0 ? undefined : directiveConfig(sc.text.slice(start + 3, close));
      if (read === undefined || read.ignored.length > 0 || Object.keys(read.config).length === 0) {
        warnings.add('MERMAID_UNSUPPORTED', sc.lineAt(start), 'the %%{ }%% directive (Mermaid config) is ignored except flowchart.wrappingWidth, markdownAutoWrap and sequence.mirrorActors; the theme and layout come from DSP', { data: { construct: 'directive' } });
      }
      continue;
    }
    if (sc.at('%%')) {
      sc.pos = sc.lineEnd();
      continue;
    }
    if (options.newlines && sc.peek() === '\n') {
      sc.pos++;
      continue;
    }
    if (options.semicolons && sc.peek() === ';') {
      sc.pos++;
      continue;
    }
    return;
  }
}

/** Whether a statement ends here: end of text or line, `;` (flowcharts), or a `%%` comment. */
export function atStatementEnd(sc: Scanner, semicolons: boolean): boolean {
  return sc.atLineEnd() || (semicolons && sc.peek() === ';') || sc.at('%%');
}
