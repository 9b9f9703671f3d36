/**
 * What each engine folder may import from the others (docs/architecture.md shows this
 * table; test/lint checks that it says the same). Base modules first, then the stages in
 * pipeline order, then the stages beside the pipeline. Every folder may import schema/
 * and its own files; imports between folders go through the other folder's index.ts.
 */
export const ENGINE_LAYERS = {
  // Base modules: no stage imports them back.
  fonts: [],
  model: ['fonts'],
  geometry: ['model'],
  hash: [],
  // The pipeline.
  validate: ['model'],
  normalize: ['model', 'validate'],
  ops: ['compare', 'geometry', 'hash', 'layout', 'model', 'normalize', 'validate'],
  measure: ['fonts', 'geometry', 'model', 'normalize'],
  layout: ['geometry', 'measure', 'model', 'normalize'],
  render: ['compare', 'fonts', 'geometry', 'measure', 'model'],
  raster: ['fonts'],
  // Beside it.
  mermaid: ['hash', 'model', 'normalize'],
  compare: ['hash'],
  outline: ['compare', 'hash'],
  derive: ['hash', 'model', 'normalize', 'ops'],
  anonymize: ['fonts', 'measure', 'normalize'],
  'render-api': ['layout', 'measure', 'mermaid', 'model', 'normalize', 'ops', 'raster', 'render'],
};
