import type { FontBytes } from '../measure/index.js';
import { layoutScene, type LayoutResult } from '../layout/index.js';
import { measureScene, missingGlyphDiagnostics } from '../measure/index.js';
import type { LaidOutScene, NormalizedScene } from '../model/index.js';
import { createTextPainting, renderSvgDrawing, type DocumentOptions, type SvgDrawing, type ThemeName } from '../render/index.js';

/** How to draw a normalized scene: the fonts, and optionally a theme, a version stamp and an older version to colour the changes against. */
export interface DrawSceneOptions {
  fonts: FontBytes;
  theme?: ThemeName;
  /** The version's address, printed bottom-right (stored versions). */
  stamp?: string;
  /** The older version, laid out: what changed since is coloured (spec rendering rule 10). */
  diffFrom?: LaidOutScene;
  /** Dark pair, background, pad, unique ids, responsive root (RenderOptions): absent, the service's stored form. */
  document?: DocumentOptions;
}

/**
 * Measure → layout → SVG for a normalized scene: the drawing the service stores at save and
 * the element draws for a stored version, so both give the same bytes. The one-call
 * render() draws through it too. `size` is the drawing's in px, as the SVG's root says it:
 * what a PNG of it is planned from (raster's planPngScale).
 */
export async function drawScene(scene: NormalizedScene, options: DrawSceneOptions): Promise<{ laidOut: LayoutResult } & SvgDrawing> {
  const measured = measureScene(scene, options.fonts, { legend: options.diffFrom !== undefined, ...(options.stamp === undefined ? {} : { stamp: options.stamp }) });
  const laidOut = await layoutScene(measured);
  laidOut.diagnostics.push(...missingGlyphDiagnostics(scene, options.fonts));
  const { svg, size } = renderSvgDrawing(laidOut, {
    text: createTextPainting(options.fonts),
    ...(options.theme === undefined ? {} : { theme: options.theme }),
    ...(options.diffFrom === undefined ? {} : { diff: { from: options.diffFrom } }),
    ...(measured.footer === undefined ? {} : { footer: measured.footer }),
    ...options.document,
  });
  return { laidOut, svg, size };
}
