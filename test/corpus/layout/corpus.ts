/**
 * The layout corpus: one tiny scene per family or feature, `<name>.json` beside this file,
 * laid out into test/golden/layout/<name>.exp.json. Listed here because the browser test
 * cannot read a directory; the Node golden test checks the list against the files.
 */
export const LAYOUT_CORPUS = [
  'anchored',
  'architecture',
  'architecture-bands',
  'er',
  'flowchart',
  'frames-nested',
  'network-grid',
  'orgchart',
  'relative-constraints',
  'sequence',
  'uiflow-force',
  'workflow',
] as const;
