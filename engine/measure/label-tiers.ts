/** The parts of a transition label `EVENT [guard] / action`. */
export interface LabelTiers {
  /** may be empty when a guard is given ("[ready] / start") */
  event: string;
  guard?: string;
  action?: string;
}

/**
 * Splits an edge label of form `EVENT [guard] / action` into its parts, or null when the
 * label is plain text and draws as one run. A guard needs balanced brackets and must come
 * before any ` / `; after a guard the slash may stand without spaces ("[ok]/save"); without
 * a guard only ` / ` (spaces on both sides) separates, so "read/write" stays plain. Labels
 * with a newline are never split, and a part that is present must not be empty.
 */
export function labelTiers(label: string): LabelTiers | null {
  if (/[\r\n]/.test(label)) return null;
  const text = label.trim();
  const open = text.indexOf('[');
  const slash = text.indexOf(' / ');
  if (open >= 0 && (slash < 0 || open < slash)) return withGuard(text, open);
  if (slash < 0) return null;
  const event = text.slice(0, slash).trim();
  const action = text.slice(slash + 3).trim();
  return event !== '' && action !== '' ? { event, action } : null;
}

function withGuard(text: string, open: number): LabelTiers | null {
  const close = matchingBracket(text, open);
  if (close < 0) return null;
  const event = text.slice(0, open).trim();
  const guard = text.slice(open + 1, close).trim();
  const rest = text.slice(close + 1).trim();
  if (guard === '') return null;
  if (rest === '') return { event, guard };
  if (!rest.startsWith('/')) return null;
  const action = rest.slice(1).trim();
  return action === '' ? null : { event, guard, action };
}

/** Index of the `]` closing the `[` at `open`, counting nested pairs; -1 when unbalanced. */
function matchingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '[') depth += 1;
    else if (text[i] === ']' && --depth === 0) return i;
  }
  return -1;
}
