/**
 * Writes the JSON Schemas exported from the valibot contract to schemas/ (the package's
 * dsp-diagrams/schemas/* files): scene.json, ops.json and api/<body>.json. Run it after
 * changing schema/ (`npx tsx scripts/write-schemas.ts`); the files are committed, and
 * test/schema/exported-files.test.ts fails while they differ from the sources.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedSchemaFiles } from '../schema/index.js';

const folder = fileURLToPath(new URL('../schemas/', import.meta.url));
const files = exportedSchemaFiles();
// A body that was renamed or removed leaves no stale file behind.
for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
  const relative = join(entry.parentPath, entry.name).slice(folder.length);
  if (entry.isFile() && relative.endsWith('.json') && !(relative in files)) rmSync(join(folder, relative));
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), text);
}
console.log(`schemas/: ${Object.keys(files).length} files`);
