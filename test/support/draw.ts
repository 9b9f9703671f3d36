import { createMeasurer, createTextPainting, measureFooter, renderSvg, type FontBytes, type LaidOutScene, type ThemeName } from '../../engine/index.js';

/** What a test asks of a drawing besides the laid-out scene. */
export interface DrawOptions {
  theme?: ThemeName;
  /** The version address printed under the drawing. */
  stamp?: string;
  diff?: { from: LaidOutScene };
}

/**
 * renderSvg as the pipeline calls it: text painted with the bundled fonts, and the footer
 * (the stamp, and the legend of a diff) measured as measureScene measures it. Isomorphic:
 * the browser tests draw with it too.
 */
export function draw(laidOut: LaidOutScene, fonts: FontBytes, options: DrawOptions = {}): string {
  const footer = measureFooter(createMeasurer(fonts), { legend: options.diff !== undefined, ...(options.stamp === undefined ? {} : { stamp: options.stamp }) });
  return renderSvg(laidOut, {
    text: createTextPainting(fonts),
    ...(options.theme === undefined ? {} : { theme: options.theme }),
    ...(options.diff === undefined ? {} : { diff: options.diff }),
    ...(footer === undefined ? {} : { footer }),
  });
}
