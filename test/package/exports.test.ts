import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Other programs import the built package by name, with plain Node and no TypeScript tooling. */
function importBuilt(specifier: string): string[] {
  const script = `import(${JSON.stringify(specifier)}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe('the package face (npm run build)', () => {
  it('has been built', () => {
    expect(existsSync('dist/engine/index.js'), 'run npm run build first').toBe(true);
  });

  it('exports the engine', () => {
    expect(importBuilt('dsp-diagrams/engine')).toEqual(expect.arrayContaining(['validateScene', 'normalizeScene', 'hashScene', 'canonicalJson']));
  });

  it('exports the zero-config engine as the package itself', () => {
    expect(importBuilt('dsp-diagrams')).toEqual(importBuilt('dsp-diagrams/engine'));
  });

  it('exports the schema, the server and the element', () => {
    expect(importBuilt('dsp-diagrams/schema')).toEqual(expect.arrayContaining(['SceneDocument', 'sceneJsonSchema', 'Operation']));
    expect(importBuilt('dsp-diagrams/server')).toEqual(expect.arrayContaining(['createApp', 'startServer']));
    expect(importBuilt('dsp-diagrams/element')).toEqual(expect.arrayContaining(['DspDiagram']));
  });

  it('exports the docs plugins and the zero-config engine calls', () => {
    expect(importBuilt('dsp-diagrams/remark')).toEqual(['default']);
    expect(importBuilt('dsp-diagrams/markdown-it')).toEqual(['DiagramBuildError', 'default']);
    expect(importBuilt('dsp-diagrams/vite')).toEqual(['default']);
    expect(importBuilt('dsp-diagrams/engine')).toEqual(expect.arrayContaining(['render', 'renderMermaid', 'renderPng', 'layoutScene', 'bundledFonts', 'resvgWasm', 'deriveScene', 'parseSchema', 'deriveOps']));
  });

  it('validates with the built engine exactly as with the sources', () => {
    const script = `import('dsp-diagrams/engine').then((m) => console.log(JSON.stringify(m.validateScene({ schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: 'node', nodeType: 'x' }] }).diagnostics.map((d) => d.code))))`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual(['INVALID_VALUE', 'MISSING_DIAGRAM_FAMILY']);
  });
});
