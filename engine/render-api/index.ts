/**
 * The one-call API: read (validate → normalize) → measure → layout → renderSvg → raster,
 * for a scene document or Mermaid text.
 */
export { render, renderMermaid, type RenderResult } from './render.js';
export { checkRenderOptions, documentOptions, MAX_PAD, type RenderApiOptions } from './options.js';
export { drawScene, type DrawSceneOptions } from './draw-scene.js';
export { pngDownscaledDiagnostic } from './png-downscaled.js';
export { mermaidDiagnostic } from './mermaid-diagnostic.js';
export { checkScene, type CheckInput, type CheckReport } from './check-scene.js';
