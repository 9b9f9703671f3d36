import { ERRORS } from './error-codes.js';
import type { ParameterDoc, RouteDoc } from './route-doc-types.js';

/** Proposals and protection (docs/proposals.md), in the catalogue after derive. */
const always = ERRORS.always;
const text = { type: 'string' };
const path = (name: string, description: string): ParameterDoc => ({ name, in: 'path', required: true, description, schema: text });
const query = (name: string, description: string, schema: Record<string, unknown> = text): ParameterDoc => ({ name, in: 'query', description, schema });
const id = path('id', 'The diagram\'s id (dgm_…) or the key its workspace gave it.');
const pid = path('pid', 'The proposal\'s id (prp_…).');
const listing = [
  query('status', 'Only proposals in this state.', { enum: ['open', 'approved', 'rejected', 'superseded'] }),
  query('limit', 'Page size, 1 to 200 (default 50).', { type: 'integer', minimum: 1, maximum: 200 }),
  query('cursor', 'The nextCursor of the previous page.'),
];
const keyed = [...ERRORS.key, 'SESSION_EXPIRED', 'CROSS_ORIGIN_REFUSED', 'NO_WORKSPACE', ...always] as const;
const session = ['AUTH_REQUIRED', 'SESSION_AUTH_REQUIRED', 'SESSION_EXPIRED', 'CROSS_ORIGIN_REFUSED', 'NO_WORKSPACE', ...ERRORS.write, ...always] as const;
const proposal = ['id', 'diagramId', 'status', 'baseRevision', 'ops', 'message', 'createdAt', 'createdBy', 'createdByKind', 'createdVia', 'deriveFormat', 'deriveSourceSha256', 'resolvedAt', 'resolvedByUserId', 'resolutionReason', 'resultingRevision'];
const json = (properties: Record<string, Record<string, unknown>>, required: string[]) => ({
  'application/json': { type: 'object', required, additionalProperties: false, properties },
});
const proposeBody = json({
  baseRevision: { type: 'integer', minimum: 1, description: 'The revision the ops were written against: the latest, else 409 PROPOSAL_BASE_STALE.' },
  ops: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object' }, description: 'Edit operations, as POST /v1/diagrams/{id}/revisions takes them (/schemas/ops.json).' },
  format: { enum: ['prisma', 'sql', 'dbml'], description: 'A schema snapshot\'s format (with source, instead of baseRevision and ops).' },
  source: { type: 'string', minLength: 1, description: 'The whole schema snapshot text, derived against the latest revision.' },
  message: { type: 'string', maxLength: 500, description: 'A one-line note; it becomes the revision\'s message when approved.' },
}, []);

export const PROPOSAL_ROUTE_DOCS: readonly RouteDoc[] = [
  { method: 'post', path: '/v1/diagrams/{id}/proposals', operationId: 'createProposal', tag: 'proposals', summary: 'Proposes {baseRevision, ops, message?} or a schema snapshot {format, source, message?} (never both) for a person to approve: checked against the latest revision, nothing applied. A change that changes nothing answers 200 {id, proposed: false, revision}.', access: 'key', parameters: [id], rawBody: proposeBody, answer: { status: 201, description: 'The proposal {id (prp_…), diagramId, status: open, baseRevision, ops, message, createdAt, createdBy, createdByKind, createdVia, …}', type: 'json', properties: proposal }, errors: [...keyed, ...ERRORS.write, ...ERRORS.body, 'NOT_FOUND', 'OPS_EMPTY', 'TOO_MANY_OPS', 'VALIDATION_FAILED', 'PROPOSAL_BASE_STALE', 'DERIVE_PARSE_ERROR', 'DERIVE_FAMILY_UNSUPPORTED', 'DERIVE_PARSER_UNAVAILABLE'] },
  { method: 'get', path: '/v1/diagrams/{id}/proposals', operationId: 'listProposals', tag: 'proposals', summary: 'A diagram\'s proposals, newest first; open ones the diagram moved past in a conflicting way are superseded first.', access: 'key', parameters: [id, ...listing], answer: { status: 200, description: '{id, proposals: [proposal], nextCursor?}', type: 'json', properties: ['id', 'proposals', 'nextCursor'] }, errors: [...keyed, 'NOT_FOUND', 'INVALID_PARAMETER', 'CURSOR_INVALID'] },
  { method: 'get', path: '/v1/diagrams/{id}/proposals/{pid}', operationId: 'readProposal', tag: 'proposals', summary: 'One proposal, its status settled first.', access: 'key', parameters: [id, pid], answer: { status: 200, description: 'The proposal', type: 'json', properties: proposal }, errors: [...keyed, 'NOT_FOUND'] },
  { method: 'post', path: '/v1/diagrams/{id}/proposals/{pid}/preview', operationId: 'previewProposal', tag: 'proposals', summary: 'The proposal applied in memory and drawn with the colour diff (on the latest revision while it applies, else on its base), with its structural diff; nothing stored. No body.', access: 'key', parameters: [id, pid], answer: { status: 200, description: '{id, diagramId, status, against, svg, diff: {added, removed, modified}, warnings}', type: 'json', properties: ['id', 'diagramId', 'status', 'against', 'svg', 'diff', 'warnings'] }, errors: [...keyed, 'NOT_FOUND', 'VALIDATION_FAILED', ...ERRORS.drawing] },
  { method: 'post', path: '/v1/diagrams/{id}/proposals/{pid}/approve', operationId: 'approveProposal', tag: 'proposals', summary: 'A signed-in person approves: the ops land on the latest revision as a new revision recorded as the proposer\'s with proposalId and approvedByUserId; counts toward updatesPerMonth. Superseded on the way: 409 PROPOSAL_ALREADY_RESOLVED {status: superseded}; a racing write: 409 PROPOSAL_APPLY_FAILED (retry). No body.', access: 'session', parameters: [id, pid], answer: { status: 200, description: '{proposal, revision, hash, chain, changed, warnings}', type: 'json', properties: ['proposal', 'revision', 'hash', 'chain', 'changed', 'warnings'] }, errors: [...session, 'NOT_FOUND', 'PROPOSAL_ALREADY_RESOLVED', 'PROPOSAL_APPLY_FAILED', 'VALIDATION_FAILED', 'LIMIT_REACHED', ...ERRORS.drawing] },
  { method: 'post', path: '/v1/diagrams/{id}/proposals/{pid}/reject', operationId: 'rejectProposal', tag: 'proposals', summary: 'A signed-in person rejects, with an optional {reason} kept as resolutionReason; nothing is applied.', access: 'session', parameters: [id, pid], rawBody: json({ reason: { type: 'string', maxLength: 1000 } }, []), answer: { status: 200, description: 'The proposal (status rejected)', type: 'json', properties: proposal }, errors: [...session, ...ERRORS.body, 'NOT_FOUND', 'PROPOSAL_ALREADY_RESOLVED'] },
  { method: 'get', path: '/v1/proposals', operationId: 'proposalInbox', tag: 'proposals', summary: 'The workspace\'s inbox across its live diagrams, newest first: ops replaced by opsCount, the diagram\'s key and title attached.', access: 'key', parameters: listing, answer: { status: 200, description: '{proposals: [{…proposal without ops, opsCount, diagramKey, diagramTitle}], nextCursor?}', type: 'json', properties: ['proposals', 'nextCursor'] }, errors: [...keyed, 'INVALID_PARAMETER', 'CURSOR_INVALID'] },
  { method: 'get', path: '/v1/diagrams/{id}/protection', operationId: 'readProtection', tag: 'proposals', summary: 'Whether the diagram is protected (direct writes by keys answer 409 PROPOSAL_REQUIRED).', access: 'key', parameters: [id], answer: { status: 200, description: '{id, requireApproval}', type: 'json', properties: ['id', 'requireApproval'] }, errors: [...keyed, 'NOT_FOUND'] },
  { method: 'patch', path: '/v1/diagrams/{id}/protection', operationId: 'setProtection', tag: 'proposals', summary: 'Turns protection on (a key or a session that may write) or off (a signed-in person only: keys get 403 SESSION_AUTH_REQUIRED).', access: 'key', parameters: [id], rawBody: json({ requireApproval: { type: 'boolean' } }, ['requireApproval']), answer: { status: 200, description: '{id, requireApproval}', type: 'json', properties: ['id', 'requireApproval'] }, errors: [...keyed, 'READ_ONLY', ...ERRORS.body, 'NOT_FOUND', 'SESSION_AUTH_REQUIRED'] },
];
