/**
 * Named character references Mermaid labels use (`#quot;` in Mermaid's own form, `&quot;`
 * as HTML). The common ones only: an unknown name stays literal and is warned.
 */
export const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['quot', '"'], ['amp', '&'], ['lt', '<'], ['gt', '>'], ['apos', "'"], ['nbsp', '\u00a0'],
  ['copy', '©'], ['reg', '®'], ['trade', '™'], ['deg', '°'], ['plusmn', '±'], ['times', '×'],
  ['divide', '÷'], ['middot', '·'], ['bull', '•'], ['hellip', '…'], ['ndash', '–'], ['mdash', '—'],
  ['lsquo', '‘'], ['rsquo', '’'], ['ldquo', '“'], ['rdquo', '”'], ['laquo', '«'], ['raquo', '»'],
  ['larr', '←'], ['rarr', '→'], ['uarr', '↑'], ['darr', '↓'], ['harr', '↔'], ['lArr', '⇐'], ['rArr', '⇒'],
  ['hearts', '♥'], ['spades', '♠'], ['clubs', '♣'], ['diams', '♦'], ['check', '✓'], ['cross', '✗'],
  ['euro', '€'], ['pound', '£'], ['yen', '¥'], ['cent', '¢'], ['sect', '§'], ['para', '¶'],
  ['micro', 'µ'], ['infin', '∞'], ['ne', '≠'], ['le', '≤'], ['ge', '≥'], ['asymp', '≈'],
  ['alpha', 'α'], ['beta', 'β'], ['gamma', 'γ'], ['delta', 'δ'], ['lambda', 'λ'], ['mu', 'μ'], ['pi', 'π'], ['sigma', 'σ'], ['omega', 'ω'],
  ['num', '#'], ['semi', ';'], ['colon', ':'], ['comma', ','], ['lpar', '('], ['rpar', ')'],
  ['lsqb', '['], ['rsqb', ']'], ['lbrack', '['], ['rbrack', ']'], ['lcub', '{'], ['rcub', '}'],
  ['lbrace', '{'], ['rbrace', '}'], ['vert', '|'], ['verbar', '|'], ['grave', '`'], ['equals', '='],
  ['excl', '!'], ['quest', '?'], ['percnt', '%'], ['ast', '*'], ['plus', '+'], ['sol', '/'], ['bsol', '\\'],
  ['dollar', '$'], ['commat', '@'], ['lowbar', '_'], ['hyphen', '-'], ['period', '.'], ['tilde', '~'],
]);

/** The character of a numeric reference, or undefined when the number is not a character. */
export function characterOf(codePoint: number): string | undefined {
  if (!Number.isInteger(codePoint) || codePoint <= 0 || codePoint > 0x10ffff) return undefined;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return undefined;
  return String.fromCodePoint(codePoint);
}
