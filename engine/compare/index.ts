/**
 * The compare stage: what changed between two versions of a scene, element by element
 * (canonical JSON, so key order never counts), for the compare endpoint, revision
 * summaries, conflict answers and the colour diff.
 */
export { compareScenes, compareConstraints, isEmptyComparison, type SceneComparison } from './compare-scenes.js';
export { elementChangeMap, changeClassifier, type ElementChange } from './element-change.js';
export { sameSceneContent } from './scene-content.js';
export { compareSceneFields, type SceneFieldChange } from './scene-fields.js';
export { diffById, changedKeys, type IdDiff } from './id-diff.js';
export { compareCodeUnits } from './code-unit-order.js';
export { reorderedIds } from './reordered.js';
