/** The Mermaid diagram types DSP reads. */
export type SupportedType = 'flowchart' | 'er' | 'sequence' | 'state' | 'class';

const FLOWCHART_KEYWORDS = new Set(['flowchart', 'graph', 'flowchart-elk', 'flowchart-v2']);

/** Mermaid's other diagram types (matched case-sensitively, like Mermaid's own detectors). */
const OTHER_TYPES = new Set([
  'stateDiagram', 'stateDiagram-v2', 'gantt', 'pie',
  'journey', 'gitGraph', 'mindmap', 'timeline', 'quadrantChart', 'requirementDiagram', 'requirement',
  'C4Context', 'C4Container', 'C4Component', 'C4Dynamic', 'C4Deployment', 'sankey', 'xychart', 'block',
  'packet', 'architecture', 'kanban', 'radar', 'treemap', 'zenuml', 'info', 'venn', 'ishikawa', 'wardley',
  'userJourney', 'eventmodeling',
]);

/** What the first word of a diagram says it is. */
export type DetectedType =
  | { kind: 'supported'; type: SupportedType; keyword: string }
  | { kind: 'unsupported'; type: string }
  | { kind: 'unknown' };

/** Classifies the first word of the diagram (after frontmatter, comments and directives). */
export function detectType(word: string): DetectedType {
  if (FLOWCHART_KEYWORDS.has(word)) return { kind: 'supported', type: 'flowchart', keyword: word };
  if (word === 'erDiagram') return { kind: 'supported', type: 'er', keyword: word };
  if (word === 'sequenceDiagram') return { kind: 'supported', type: 'sequence', keyword: word };
  if (word === 'stateDiagram' || word === 'stateDiagram-v2') return { kind: 'supported', type: 'state', keyword: word };
  if (word === 'classDiagram' || word === 'classDiagram-v2') return { kind: 'supported', type: 'class', keyword: word };
  if (OTHER_TYPES.has(word) || /-beta$/.test(word) || /^C4[A-Z]/.test(word)) return { kind: 'unsupported', type: word };
  return { kind: 'unknown' };
}
