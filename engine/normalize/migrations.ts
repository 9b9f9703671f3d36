import { isPlainObject, type NormalizedScene } from '../model/index.js';
import { normalizeScene } from './normalize-scene.js';
import { sceneInNormalForm } from './normal-form.js';

/** The schemaVersion this engine writes and reads natively. */
export const SCHEMA_VERSION = '0.1';

/**
 * A named change of the scene document between two schema versions: `migrate` takes a
 * document of version `from` (already parsed JSON, not yet validated) and returns it as
 * version `to`. Every persisted change of the schema gets one, with a test that a stored
 * document of the old version reads back (engine/normalize/README.md: "Migrating").
 */
export interface SceneMigration {
  name: string;
  from: string;
  to: string;
  migrate(document: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Every scene migration, oldest first. None yet: 0.1 is the first schema version. The
 * first one will read `from: '0.1'`, write `to: '0.2'`, and SCHEMA_VERSION becomes '0.2'.
 */
export const SCENE_MIGRATIONS: readonly SceneMigration[] = [];

/** A document brought to SCHEMA_VERSION through SCENE_MIGRATIONS, with the names of the migrations applied. */
export function migrateScene(document: unknown, migrations: readonly SceneMigration[] = SCENE_MIGRATIONS, target = SCHEMA_VERSION): { document: unknown; applied: string[] } {
  const applied: string[] = [];
  let current = document;
  for (;;) {
    if (!isPlainObject(current)) return { document: current, applied };
    const version = current.schemaVersion;
    if (version === target) return { document: current, applied };
    const step = migrations.find((migration) => migration.from === version);
    if (step === undefined) throw new Error(`no migration reads schemaVersion ${JSON.stringify(version)} (this engine reads ${target})`);
    current = { ...step.migrate(current), schemaVersion: step.to };
    applied.push(step.name);
  }
}

/**
 * A scene the service stored with a revision (in normal form when it was saved) read back
 * as the normalized scene of this engine's schema version: unchanged when it is of that
 * version already, else migrated and normalized again. Throws for a version no migration
 * reads: a stored document the engine cannot read is a bug, never a client's mistake.
 */
export function storedScene(stored: unknown, migrations: readonly SceneMigration[] = SCENE_MIGRATIONS): NormalizedScene {
  const { document, applied } = migrateScene(stored, migrations);
  if (applied.length > 0) return normalizeScene(document as Parameters<typeof normalizeScene>[0]);
  if (!isPlainObject(document)) throw new Error('a stored scene is not a JSON object');
  return sceneInNormalForm(document as Parameters<typeof sceneInNormalForm>[0]);
}
