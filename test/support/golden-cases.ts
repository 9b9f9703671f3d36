import type { ThemeName } from '../../engine/index.js';

/**
 * The golden cases: one folder each under test/golden/ (test/golden/README.md). Listed here
 * because the browser tests cannot read a directory; a Node test checks the lists against
 * the folders.
 */
export const LAYOUT_CASES = [
  'anchored',
  'architecture',
  'architecture-bands',
  'er',
  'flowchart',
  'frames-nested',
  'issue30-er-four-tables',
  'issue30-long-label',
  'issue30-ten-nodes',
  'loop-subgraph',
  'mermaid-class-kinds',
  'mermaid-class-library',
  'mermaid-class-namespaces',
  'mermaid-class-vehicles',
  'mermaid-sequence',
  'network-grid',
  'orgchart',
  'relative-constraints',
  'sequence',
  'state-machine',
  'subgraph-edges',
  'uiflow-force',
  'workflow',
] as const;

/** Drawing cases: each generic drawing feature from a small document. */
export const RENDER_CASES = [
  'annotations',
  'auto-dark',
  'bands',
  'diff',
  'edge-types',
  'flowchart',
  'flowchart-dark',
  'frames',
  'paint-order',
  'shapes-blueprint',
  'shapes-clean',
  'shapes-dark',
  'shapes-sketch',
  'stamped',
  'styles',
] as const;

/** A drawing case's render options (its options.json); absent fields take the renderer's defaults. */
export interface RenderCaseOptions {
  theme?: ThemeName;
  stamp?: string;
}

/**
 * The files of a case folder, relative to test/golden/<group>/<name>/: the document, the
 * older document a colour diff compares against, the render options, and the expected
 * laid-out JSON and drawing.
 */
export const CASE_FILES = {
  input: 'input.json',
  base: 'base.json',
  options: 'options.json',
  laidOut: 'laid-out.exp.json',
  drawing: 'drawing.exp.svg',
} as const;
