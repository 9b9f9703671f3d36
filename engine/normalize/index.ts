/**
 * The normalize stage: a valid document in its normal form (schema defaults filled,
 * layout shorthand folded, keys in schema order), and readScene, the one way from unknown
 * input to a normalized scene (validate, then normalize); storedScene, the way back for a
 * scene the service stored, through the schema's migrations. Layout's strategy defaults
 * live here too, in one place.
 */
export { normalizeScene } from './normalize-scene.js';
export { readScene, type SceneReading } from './read-scene.js';
export { migrateScene, SCENE_MIGRATIONS, SCHEMA_VERSION, storedScene, type SceneMigration } from './migrations.js';
export { sceneInNormalForm } from './normal-form.js';
export { DEFAULT_NODE_HEIGHT, DEFAULT_NODE_WIDTH, DEFAULT_STRATEGY, resolveStrategy, type ResolvedStrategy } from './defaults.js';
