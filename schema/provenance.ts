/**
 * The JSON Schema (draft 2020-12) of an evidence pack's provenance.json, formatVersion 2.
 * Written by hand: the service writes this document and never reads one, so there is no
 * valibot source to export it from. Published beside the scene schemas
 * (schemas/provenance.json, /schemas/provenance.json).
 */
const sha256 = { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' } as const;
const hex = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const timestamp = { type: 'string', format: 'date-time' } as const;
const revision = { type: 'integer', minimum: 1 } as const;
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });

export function provenanceJsonSchema(baseUri: string): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${baseUri}/provenance.json`,
    title: 'DSP evidence pack provenance (formatVersion 2)',
    ...object({
      formatVersion: { const: 2 },
      generator: object({ name: { type: 'string' }, version: { type: 'string' } }),
      diagram: object({ id: { type: 'string' }, key: nullable({ type: 'string' }), title: nullable({ type: 'string' }) }),
      scope: object({
        fromRevision: revision,
        toRevision: revision,
        coversFrom: nullable(timestamp),
        effectiveAt: nullable(timestamp),
        asOf: nullable({ type: 'string' }),
      }),
      chain: object({
        algorithm: { type: 'string' },
        verified: { type: 'boolean' },
        revisions: {
          type: 'array',
          items: object({
            revision,
            createdAt: timestamp,
            hash: sha256,
            image: sha256,
            previous: nullable(sha256),
            chain: nullable(sha256),
            purged: { type: 'boolean' },
            verifies: { type: 'boolean' },
          }),
        },
      }),
      lineage: {
        type: 'array',
        items: object({
          revision,
          createdByKind: nullable({ enum: ['agent', 'human', 'derive'] }),
          createdVia: nullable({ enum: ['mcp', 'api', 'cli'] }),
          proposalId: nullable({ type: 'string' }),
          approvedByUserId: nullable({ type: 'string' }),
          deriveFormat: nullable({ enum: ['prisma', 'sql', 'dbml'] }),
          deriveSourceSha256: nullable({ type: 'string' }),
        }),
      },
      artifacts: {
        type: 'array',
        items: object({ name: { enum: ['scene.json', 'render.svg', 'render.png', 'changes.md'] }, sha256: hex, bytes: { type: 'integer', minimum: 0 } }),
      },
      retention: object({
        legalHold: { type: 'boolean' },
        plan: { enum: ['free', 'pro', 'team'] },
        policy: { enum: ['keep-all', 'purge-after-30-days'] },
        purgedRevisions: { type: 'integer', minimum: 0 },
      }),
    }),
  };
}
