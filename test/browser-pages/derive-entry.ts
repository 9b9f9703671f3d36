import { deriveScene, layoutScene, measureScene, type DeriveFormat, type FontBytes } from '../../engine/index.js';
import { draw } from '../support/draw.js';

/** What a derive gives, as the bytes compared between Node and Chromium. */
export interface DerivedBytes {
  ops: string;
  report: string;
  svg: string;
  /** The laid-out scene, to derive a changed snapshot into next. */
  scene: unknown;
}

/**
 * A snapshot derived (into `scene` when given), laid out and drawn: the engine's whole
 * derive path as the element or the playground would run it. The same function runs in
 * Node and, bundled, in Chromium (derive-determinism.test.ts).
 */
export async function deriveAndDraw(format: DeriveFormat, source: string, scene: unknown, fonts: FontBytes): Promise<DerivedBytes> {
  const result = await deriveScene({ format, source, ...(scene === undefined ? {} : { scene }) });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  const laidOut = await layoutScene(measureScene(result.scene, fonts));
  return { ops: JSON.stringify(result.ops), report: JSON.stringify(result.report), svg: draw(laidOut, fonts), scene: laidOut.scene };
}

(globalThis as { deriveAndDraw?: typeof deriveAndDraw }).deriveAndDraw = deriveAndDraw;
