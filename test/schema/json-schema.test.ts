import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OperationList, SceneDocument, opsJsonSchema, sceneJsonSchema } from '../../schema/index.js';
import { SCENE_CASES } from '../corpus/scene-cases.js';
import { OPS_CASES } from '../corpus/ops-cases.js';

function makeAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

describe('JSON Schema export (draft 2020-12)', () => {
  it('passes the 2020-12 meta-schema and compiles in strict mode', () => {
    const ajv = makeAjv();
    for (const schema of [sceneJsonSchema(), opsJsonSchema()]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it('agrees with the valibot schema on every scene of the corpus', () => {
    const check = makeAjv().compile(sceneJsonSchema());
    for (const testCase of SCENE_CASES) {
      const valibot = v.safeParse(SceneDocument, testCase.document).success;
      const ajv = check(testCase.document);
      expect(valibot, `valibot on ${testCase.name}`).toBe(testCase.schemaValid);
      expect(ajv, `ajv on ${testCase.name}: ${JSON.stringify(check.errors?.slice(0, 2))}`).toBe(valibot);
    }
  });

  it('agrees with the valibot schema on every ops list of the corpus', () => {
    const check = makeAjv().compile(opsJsonSchema());
    for (const testCase of OPS_CASES) {
      const valibot = v.safeParse(OperationList, testCase.ops).success;
      expect(valibot, `valibot on ${testCase.name}`).toBe(testCase.schemaValid);
      expect(check(testCase.ops), `ajv on ${testCase.name}`).toBe(valibot);
    }
  });

  it('documents defaults and the 54 node types', () => {
    const schema = sceneJsonSchema() as { $defs: Record<string, { properties: Record<string, { enum?: unknown[]; default?: unknown }> }> };
    expect(schema.$defs.Node!.properties.nodeType!.enum).toHaveLength(54);
    expect(schema.$defs.Node!.properties.zIndex!.default).toBe(0);
    expect(schema.$defs.LayoutStrategy!.properties.rankSpacing!.default).toBe(80);
  });
});
