import { anonymizeScene, layoutScene, measureScene, normalizeScene, validateScene, type FontBytes } from '../../engine/index.js';
import type { SceneDocumentValue } from '../../schema/index.js';
import { draw } from '../support/draw.js';

/** What an anonymization gives, as the bytes compared between Node and Chromium. */
export interface AnonymizedBytes {
  /** The anonymized copy as JSON. */
  copy: string;
  /** The copy laid out and drawn, as support would see it. */
  svg: string;
}

/**
 * A scene anonymized with a seed, then the copy validated, laid out and drawn: what a problem
 * report stores and shows (issue 36). The same function runs in Node and, bundled, in Chromium
 * (anonymize-determinism.test.ts).
 */
export async function anonymizeAndDraw(scene: SceneDocumentValue, seed: number, fonts: FontBytes): Promise<AnonymizedBytes> {
  const copy = anonymizeScene(scene, { seed, fonts });
  const validation = validateScene(copy);
  if (!validation.valid) throw new Error(`anonymized copy is not valid: ${JSON.stringify(validation.diagnostics.slice(0, 3))}`);
  const laidOut = await layoutScene(measureScene(normalizeScene(validation.scene!), fonts));
  return { copy: JSON.stringify(copy), svg: draw(laidOut, fonts) };
}

(globalThis as { anonymizeAndDraw?: typeof anonymizeAndDraw }).anonymizeAndDraw = anonymizeAndDraw;
