/**
 * The one-call API: validate → normalize → layout → renderSvg → raster, for a scene
 * document or Mermaid text.
 */
export { render, renderMermaid, type RenderResult } from './render.js';
export { checkRenderOptions, type RenderApiOptions } from './options.js';
