/**
 * What each Mermaid corpus file (test/corpus/mermaid/<folder>/<name>.mmd) must give:
 * accepted files their family, direction, element counts and warnings ("CODE@line");
 * refused files their error code and, for syntax errors and refused types, the 1-based
 * line and column. Every .mmd file must have an entry (the corpus test checks both ways).
 */
export type MermaidExpectation =
  | {
      family: 'architecture' | 'entityRelationship' | 'workflow';
      direction: 'TB' | 'BT' | 'LR' | 'RL';
      nodes: number;
      edges: number;
      frames: number;
      warnings: string[];
    }
  | { error: string; at?: [number, number] };

export const MERMAID_EXPECTATIONS: Record<string, MermaidExpectation> = {
  'er/aliases.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 2, edges: 1, frames: 0, warnings: [] },
  'er/attributes.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 4, edges: 3, frames: 0, warnings: [] },
  'er/blog-schema.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 5, edges: 5, frames: 0, warnings: [] },
  'er/entities-only.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 4, edges: 0, frames: 0, warnings: ['MERMAID_ID_REWRITTEN@2', 'MERMAID_ID_REWRITTEN@3'] },
  'er/order-example.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 4, edges: 3, frames: 0, warnings: [] },
  'er/saas-billing.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 6, edges: 5, frames: 0, warnings: [] },
  'er/styled.mmd': { family: 'entityRelationship', direction: 'LR', nodes: 3, edges: 2, frames: 0, warnings: ['MERMAID_APPROXIMATED@8', 'MERMAID_APPROXIMATED@13', 'MERMAID_UNSUPPORTED@15'] },
  'er/word-cardinalities.mmd': { family: 'entityRelationship', direction: 'TB', nodes: 10, edges: 6, frames: 0, warnings: [] },
  'errors/bad-direction.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [1, 11] },
  'errors/blank.mmd': { error: 'MERMAID_EMPTY' },
  'errors/dangling-link.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 11] },
  'errors/er-attribute-without-name.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [3, 15] },
  'errors/er-bad-line.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 16] },
  'errors/er-missing-entity.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 21] },
  'errors/er-unclosed-block.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 14] },
  'errors/keyword-id.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 11] },
  'errors/missing-end.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [5, 1] },
  'errors/missing-link.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 7] },
  'errors/no-header.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [1, 1] },
  'errors/only-comment.mmd': { error: 'MERMAID_EMPTY' },
  'errors/stray-end.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [3, 5] },
  'errors/unclosed-bracket.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 19] },
  'errors/unclosed-frontmatter.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [5, 1] },
  'errors/unclosed-link-text.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 7] },
  'errors/unclosed-quote.mmd': { error: 'MERMAID_SYNTAX_ERROR', at: [2, 7] },
  'flowchart/accessibility.mmd': { family: 'architecture', direction: 'TB', nodes: 5, edges: 5, frames: 0, warnings: ['MERMAID_UNSUPPORTED@1'] },
  'flowchart/bottom-up.mmd': { family: 'architecture', direction: 'BT', nodes: 4, edges: 3, frames: 0, warnings: [] },
  'flowchart/ci-pipeline.mmd': { family: 'architecture', direction: 'LR', nodes: 10, edges: 11, frames: 0, warnings: ['MERMAID_APPROXIMATED@7', 'MERMAID_APPROXIMATED@11'] },
  'flowchart/dev-ops-names.mmd': { family: 'architecture', direction: 'LR', nodes: 6, edges: 4, frames: 0, warnings: [] },
  'flowchart/edge-ids.mmd': { family: 'architecture', direction: 'LR', nodes: 3, edges: 5, frames: 0, warnings: ['MERMAID_UNSUPPORTED@7'] },
  'flowchart/expanded-shapes.mmd': { family: 'architecture', direction: 'RL', nodes: 14, edges: 4, frames: 0, warnings: ['MERMAID_APPROXIMATED@2', 'MERMAID_APPROXIMATED@3', 'MERMAID_APPROXIMATED@4', 'MERMAID_APPROXIMATED@5', 'MERMAID_APPROXIMATED@6', 'MERMAID_APPROXIMATED@12', 'MERMAID_APPROXIMATED@14', 'MERMAID_UNSUPPORTED@15'] },
  'flowchart/graph-semicolons.mmd': { family: 'architecture', direction: 'TB', nodes: 4, edges: 4, frames: 0, warnings: [] },
  'flowchart/incident-response.mmd': { family: 'architecture', direction: 'LR', nodes: 10, edges: 11, frames: 0, warnings: [] },
  'flowchart/interactions.mmd': { family: 'architecture', direction: 'LR', nodes: 5, edges: 4, frames: 0, warnings: ['MERMAID_UNSUPPORTED@6', 'MERMAID_UNSUPPORTED@7', 'MERMAID_UNSUPPORTED@8', 'MERMAID_UNSUPPORTED@9'] },
  'flowchart/links.mmd': { family: 'architecture', direction: 'LR', nodes: 25, edges: 23, frames: 0, warnings: ['MERMAID_APPROXIMATED@9', 'MERMAID_APPROXIMATED@12', 'MERMAID_UNSUPPORTED@13', 'MERMAID_APPROXIMATED@14'] },
  'flowchart/login-flow.mmd': { family: 'architecture', direction: 'TB', nodes: 10, edges: 13, frames: 0, warnings: [] },
  'flowchart/microservices.mmd': { family: 'architecture', direction: 'TB', nodes: 11, edges: 11, frames: 2, warnings: ['MERMAID_UNSUPPORTED@5'] },
  'flowchart/node-shapes.mmd': { family: 'architecture', direction: 'TB', nodes: 15, edges: 0, frames: 0, warnings: ['MERMAID_APPROXIMATED@5', 'MERMAID_APPROXIMATED@8', 'MERMAID_APPROXIMATED@9', 'MERMAID_APPROXIMATED@13', 'MERMAID_APPROXIMATED@14', 'MERMAID_APPROXIMATED@15'] },
  'flowchart/right-left.mmd': { family: 'architecture', direction: 'RL', nodes: 3, edges: 2, frames: 0, warnings: [] },
  'flowchart/styling.mmd': { family: 'architecture', direction: 'LR', nodes: 5, edges: 4, frames: 0, warnings: ['MERMAID_APPROXIMATED@2', 'MERMAID_APPROXIMATED@9', 'MERMAID_UNSUPPORTED@12'] },
  'flowchart/subgraphs.mmd': { family: 'architecture', direction: 'TB', nodes: 11, edges: 8, frames: 7, warnings: [] },
  'flowchart/text-escapes.mmd': { family: 'architecture', direction: 'LR', nodes: 10, edges: 2, frames: 0, warnings: ['MERMAID_APPROXIMATED@5', 'MERMAID_APPROXIMATED@6', 'MERMAID_APPROXIMATED@7', 'MERMAID_APPROXIMATED@10'] },
  'flowchart/unicode-ids.mmd': { family: 'architecture', direction: 'LR', nodes: 6, edges: 4, frames: 0, warnings: ['MERMAID_ID_REWRITTEN@2', 'MERMAID_ID_REWRITTEN@3', 'MERMAID_ID_REWRITTEN@3', 'MERMAID_ID_REWRITTEN@4'] },
  'class/animal.mmd': { family: 'architecture', direction: 'TB', nodes: 2, edges: 1, frames: 0, warnings: [] },
  'refused/c4.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [3, 1] },
  'refused/gantt.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'refused/gitgraph.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'refused/journey.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'refused/mindmap.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'refused/pie.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'state/keyboard.mmd': { family: 'workflow', direction: 'LR', nodes: 12, edges: 13, frames: 3, warnings: ['MERMAID_APPROXIMATED@23', 'MERMAID_UNSUPPORTED@26'] },
  'state/still.mmd': { family: 'workflow', direction: 'TB', nodes: 3, edges: 2, frames: 0, warnings: [] },
  'refused/timeline.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [1, 1] },
  'refused/xychart.mmd': { error: 'MERMAID_TYPE_UNSUPPORTED', at: [4, 1] },
};
