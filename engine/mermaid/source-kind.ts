/** What a diagram's text is written in: a DSP scene document (JSON) or Mermaid. */
export type SourceKind = 'dsp' | 'mermaid';

/** The file name endings of Mermaid text. */
export const MERMAID_EXTENSIONS: readonly string[] = ['.mmd', '.mermaid'];

/** File name endings that say what a text is, before its first character is looked at. */
const KIND_BY_EXTENSION: ReadonlyMap<string, SourceKind> = new Map([...MERMAID_EXTENSIONS.map((ext) => [ext, 'mermaid'] as const), ['.json', 'dsp']]);

/** A file name's extension in lower case, as Node's path.extname gives it ("" for none or a dotfile). */
function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/**
 * Tells a Mermaid text from a scene document, the one rule for every caller (the CLI, the
 * element, the playground, the docs plugins): a name ending in .mmd or .mermaid is Mermaid
 * and one ending in .json a scene; otherwise a text whose first non-blank character is "{"
 * is a scene (no Mermaid diagram starts so), and anything else Mermaid.
 */
export function sourceKind(text: string, name?: string): SourceKind {
  const named = name === undefined ? undefined : KIND_BY_EXTENSION.get(extensionOf(name));
  if (named !== undefined) return named;
  return text.trimStart().startsWith('{') ? 'dsp' : 'mermaid';
}
