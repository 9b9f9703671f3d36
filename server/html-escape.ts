const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text or an attribute value for HTML: the five characters that could end either are
 * escaped. A base file: the pages (http/pages/html.ts) and the HTML parts of the mails the
 * use cases write both need it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}
