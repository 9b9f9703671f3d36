import type { SceneDocumentValue } from '../../schema/index.js';
import { stamped, type NormalizedScene } from '../model/index.js';

/**
 * Takes a scene its holder keeps in normal form as a NormalizedScene, without checking
 * it: a scene the engine normalized and the service then only renamed or gave a brief, or
 * one handed to a drawing thread as plain data. Anything else goes through readScene.
 */
export function sceneInNormalForm(scene: SceneDocumentValue): NormalizedScene {
  return stamped(scene);
}
