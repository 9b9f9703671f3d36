import type { SupportedType } from './diagram-type.js';
import { MermaidFailure } from './errors.js';
import { prepareSource } from './source.js';
import { Warnings } from './warnings.js';

/**
 * The type a Mermaid text declares (after frontmatter, comments and directives), read
 * without reading the diagram: for callers that treat the types differently, such as a
 * service that saves flowcharts and erDiagrams only but draws every type the reader takes.
 * Undefined when parseMermaid would refuse the text before its body (empty, too large, a
 * type it does not read, no type).
 */
export function mermaidDiagramType(text: string): { type: SupportedType; keyword: string } | undefined {
  try {
    const source = prepareSource(text, new Warnings());
    return { type: source.type, keyword: source.keyword };
  } catch (caught) {
    if (caught instanceof MermaidFailure) return undefined;
    throw caught;
  }
}
