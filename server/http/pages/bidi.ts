/**
 * Unicode's bidirectional formatting characters: the embeddings and overrides (U+202A-U+202E:
 * LRE, RLE, PDF, LRO, RLO), the isolates (U+2066-U+2069: LRI, RLI, FSI, PDI) and the marks
 * (U+200E LRM, U+200F RLM, U+061C ALM). An override left open in a diagram's title reorders
 * whatever a reader shows after it ("Invoice\u202E fdp.exe" reads "Invoice exe.pdf"), and
 * titles travel into places that show them next to text of ours: a browser tab, a link
 * preview card, an alt text.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A user's text as page metadata: the <title>, the description, Open Graph and Twitter
 * tags, alt texts and the snippets to copy, with every bidi formatting character taken out.
 * Stripped, not isolated: these are read by programs (link unfurlers, search engines,
 * Markdown) that do not all honour isolates, and a title loses no letter (the marks only
 * nudge where neutral characters such as punctuation go). Visible page text keeps the
 * characters and is isolated instead (<bdi>, in version-page.ts).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
