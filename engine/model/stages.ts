import type { SceneDocumentInput, SceneDocumentValue } from '../../schema/index.js';
import type { Computed } from './computed.js';

declare const stage: unique symbol;

/**
 * A value stamped with the pipeline stage that made it. The stamp exists only for the type
 * checker: it costs nothing at run time, and it makes the stages' order a compile error
 * to break (layoutScene takes a MeasuredScene, which only measureScene makes, which takes
 * a NormalizedScene).
 */
export type Stage<T, Name extends string> = T & { readonly [stage]: Name };

/** A document validateScene found without errors (as written). */
export type ValidScene = Stage<SceneDocumentInput, 'valid'>;

/** A scene in normal form (normalizeScene, applyOps, layoutScene's written-back scene). */
export type NormalizedScene = Stage<SceneDocumentValue, 'normalized'>;

/** A scene with its layout: what renderSvg draws. */
export type LaidOutScene = Stage<{ scene: NormalizedScene; computed: Computed }, 'laidOut'>;

/**
 * Stamps a value as the output of a stage. Only the stage that makes such values (and the
 * readers of stored ones, which check them first) may call it.
 */
export function stamped<T, Name extends string>(value: T): Stage<T, Name> {
  return value as Stage<T, Name>;
}

/**
 * A layout read back (stored with a revision, or from a file) as the laid-out scene render
 * takes. The scene must be in normal form (normalizeScene).
 */
export function laidOutScene(scene: NormalizedScene, computed: Computed): LaidOutScene {
  return stamped({ scene, computed });
}
