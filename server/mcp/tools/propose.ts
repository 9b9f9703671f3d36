import * as v from 'valibot';
import { Message } from '../../../schema/index.js';
import { DiagramRef, OperationsArgument, RevisionArgument } from '../arguments.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

/**
 * Proposals over MCP: an agent proposes, a person approves in the dashboard. There is no
 * tool to approve or reject (spec: approving is a person's act, a session call).
 */

const ProposalOutput = v.looseObject({
  id: v.string(), diagramId: v.string(), status: v.string(), baseRevision: v.number(), message: v.nullable(v.string()), createdAt: v.string(), createdByKind: v.string(),
  resolutionReason: v.nullable(v.string()), resultingRevision: v.nullable(v.number()),
});
const ProposalIdArgument = v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.description('The proposal id (prp_...).'));
const StatusArgument = v.picklist(['open', 'approved', 'rejected', 'superseded']);
const snapshotFormat = v.picklist(['prisma', 'sql', 'dbml']);

export const diagramPropose = defineTool({
  name: 'diagram_propose',
  title: 'Propose a change for a person to approve',
  description:
    'Proposes a change to a saved diagram without applying it: ops against baseRevision (the revision you read), or a database schema snapshot {format: prisma | sql | dbml, source} derived against the latest revision; never both. ' +
    'The change is checked as an edit would be (VALIDATION_FAILED when it does not apply; PROPOSAL_BASE_STALE when baseRevision is not the latest: read again). ' +
    'A person approves or rejects it in the dashboard (no tool approves). Use it when diagram_edit answers PROPOSAL_REQUIRED, or whenever a person should decide. ' +
    'Returns proposed true with the proposal (id prp_..., status open), or false when the change is already there. Then dsp_get_proposal: once approved, resultingRevision is the new revision.',
  input: v.strictObject({
    id: DiagramRef,
    baseRevision: v.optional(RevisionArgument),
    ops: v.optional(OperationsArgument),
    format: v.optional(snapshotFormat),
    source: v.optional(v.pipe(v.string(), v.minLength(1), v.description('The whole schema snapshot text (with format).'))),
    message: v.optional(Message),
  }),
  output: v.looseObject({ id: v.string(), proposed: v.boolean(), status: v.optional(v.string()), diagramId: v.optional(v.string()), baseRevision: v.optional(v.number()), revision: v.optional(v.number()) }),
  kind: 'write',
  idempotent: false,
  async run(session, { id, ...body }) {
    const { status, body: answer } = await services.propose(session, id, body);
    return { structured: status === 201 ? { ...answer, proposed: true } : answer };
  },
});

export const dspProposeOps = defineTool({
  name: 'dsp_propose_ops',
  title: 'Propose operations (older name)',
  description: 'Older name of diagram_propose with ops: proposes ops against baseRevision for a person to approve; nothing is applied. Returns sceneId, proposalId, status and proposed (false when the ops change nothing). Stale baseRevision: PROPOSAL_BASE_STALE.',
  input: v.strictObject({ sceneId: DiagramRef, baseRevision: RevisionArgument, ops: OperationsArgument, message: v.optional(Message) }),
  output: v.looseObject({ sceneId: v.string(), proposed: v.boolean(), proposalId: v.optional(v.string()), status: v.optional(v.string()), baseRevision: v.optional(v.number()) }),
  kind: 'write',
  idempotent: false,
  async run(session, { sceneId, ...body }) {
    const { status, body: answer } = await services.propose(session, sceneId, body);
    if (status === 200) return { structured: { sceneId: answer.id, proposed: false, revision: answer.revision } };
    const { id, diagramId, ...proposal } = answer;
    return { structured: { sceneId: diagramId, proposalId: id, proposed: true, ...proposal } };
  },
});

export const dspListProposals = defineTool({
  name: 'dsp_list_proposals',
  title: 'List proposals (older name)',
  description: 'Proposals newest first: of the scene sceneId (with their ops), or without sceneId the workspace inbox (opsCount and the diagram\'s title instead of ops). Filter by status (open, approved, rejected, superseded); limit up to 200, cursor for more.',
  input: v.strictObject({ sceneId: v.optional(DiagramRef), status: v.optional(StatusArgument), limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))), cursor: v.optional(v.string()) }),
  output: v.looseObject({ sceneId: v.optional(v.string()), proposals: v.array(v.looseObject({ id: v.string(), diagramId: v.string(), status: v.string(), baseRevision: v.number() })), nextCursor: v.optional(v.string()) }),
  kind: 'read',
  async run(session, { sceneId, ...page }) {
    if (sceneId === undefined) return { structured: await services.proposalInbox(session, page) };
    const { id, ...list } = await services.listProposals(session, sceneId, page);
    return { structured: { sceneId: id, ...list } };
  },
});

export const dspGetProposal = defineTool({
  name: 'dsp_get_proposal',
  title: 'Get a proposal (older name)',
  description: 'One proposal of the scene sceneId: status (open, approved, rejected, superseded), its ops, resolutionReason (why it was rejected or superseded) and resultingRevision once approved.',
  input: v.strictObject({ sceneId: DiagramRef, proposalId: ProposalIdArgument }),
  output: v.looseObject({ sceneId: v.string(), ...ProposalOutput.entries, ops: v.array(v.unknown()) }),
  kind: 'read',
  async run(session, { sceneId, proposalId }) {
    const proposal = await services.readProposal(session, sceneId, proposalId);
    return { structured: { sceneId: proposal.diagramId, ...proposal } };
  },
});
