import { escapeHtml } from '../../html-escape.js';

export { escapeHtml };

/** A tagged template for HTML: every interpolated value is escaped unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = string | number | Html | null | undefined | false | ReadonlyArray<Part>;

function write(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(write).join('');
  return escapeHtml(String(part));
}

/** html`<p>${userText}</p>`: markup with escaped values. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += write(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Markup that is trusted as it is (our own SVG drawing). */
export function trusted(markup: string): Html {
  return new Html(markup);
}
