import { ERRORS } from './error-codes.js';
import type { RouteDoc } from './route-doc-types.js';

/** Deriving ER diagrams from schema snapshots (docs/derive.md), in the catalogue after the edits. */
const always = ERRORS.always;
const id = { name: 'id', in: 'path', required: true, description: 'The diagram\'s id (dgm_…) or the key its workspace gave it.', schema: { type: 'string' } } as const;
const deriveErrors = ['DERIVE_PARSE_ERROR', 'DERIVE_PARSER_UNAVAILABLE', 'VALIDATION_FAILED'] as const;

export const DERIVE_ROUTE_DOCS: readonly RouteDoc[] = [
  { method: 'post', path: '/v1/diagrams/{id}/derive', operationId: 'deriveDiagram', tag: 'diagrams', summary: 'Brings an entity-relationship diagram in step with a schema snapshot ({format: prisma | sql | dbml, source, message?}): the fewest operations on the elements earlier derives made, saved as a revision recorded as derive\'s (deriveFormat, deriveSourceSha256). An unchanged snapshot answers applied: false and saves nothing.', access: 'key', parameters: [id], body: { name: 'derive' }, answer: { status: 200, description: '{id, applied, revision, hash, chain, deriveFormat, deriveSourceSha256, changed, warnings, operations, report: {format, dialect?, counts, changes, skipped, warnings}}', type: 'json', properties: ['id', 'applied', 'revision', 'hash', 'chain', 'deriveFormat', 'deriveSourceSha256', 'changed', 'warnings', 'operations', 'report'] }, errors: [...ERRORS.key, ...always, ...ERRORS.write, 'SESSION_EXPIRED', 'CROSS_ORIGIN_REFUSED', ...ERRORS.body, 'NOT_FOUND', ...deriveErrors, 'DERIVE_FAMILY_UNSUPPORTED', 'REVISION_CONFLICT', 'PROPOSAL_REQUIRED', 'LIMIT_REACHED', ...ERRORS.drawing] },
  { method: 'post', path: '/v1/diagrams/derive-preview', operationId: 'derivePreview', tag: 'drawing', summary: 'What deriving a schema snapshot ({format, source}) into an empty entity-relationship diagram would make: the operations, the report and the SVG; nothing is stored, no key needed.', access: 'optionalKey', body: { name: 'derive-preview' }, answer: { status: 200, description: '{operations, report, output: {mimeType, content, width, height}, diagnostics}', type: 'json', properties: ['operations', 'report', 'output', 'diagnostics'] }, errors: [...ERRORS.optionalKey, ...ERRORS.body, ...deriveErrors, ...ERRORS.drawing, ...always] },
];
