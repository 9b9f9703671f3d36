/**
 * Mermaid in and out: parseMermaid reads flowchart/graph, erDiagram, sequenceDiagram and
 * stateDiagram text into a DSP scene (with a warning for everything DSP cannot keep); toMermaid writes a scene back
 * (with a note for everything Mermaid cannot show; write/); mermaidEditOps turns an edited
 * text into the operations that apply it to a diagram (edit/). Tables of what maps to what
 * live beside the code: shapes.ts, flowchart/links.ts, er/relationship.ts, css.ts, ids.ts.
 */
export { parseMermaid, type ParseResult } from './parse-mermaid.js';
export { toMermaid, type ToMermaidResult } from './to-mermaid.js';
export { mermaidEditOps, type MermaidEditResult } from './edit/edit-ops.js';
export { MERMAID_EXTENSIONS, sourceKind, type SourceKind } from './source-kind.js';
export { mermaidDiagramType } from './diagram-keyword.js';
export type { MermaidError, MermaidErrorCode } from './errors.js';
export type { MermaidWarningCode } from './warnings.js';
