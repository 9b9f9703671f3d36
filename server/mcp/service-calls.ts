import { createDiagram, deriveDiagram, editDiagram, editDiagramBestEffort, readDiagram, type ReadQuery, listDiagrams, validateBody, deleteDiagram, undeleteDiagram, compareRevisions, listRevisions, sceneFromDocument, publicWarnings } from '../use-cases/diagrams/index.js';
import { previewImage, type PreviewImage, renderLinks, imageForKey, type VersionImage } from '../use-cases/images/index.js';
import { checkEnvelope } from '../use-cases/shared/index.js';
import { CreateDiagramBody, CreateRevisionBody, DeriveBody, PreviewBody } from '../../schema/api.js';
import { setVisibility, createShareLink, listShareLinks, revokeShareLink } from '../use-cases/sharing/index.js';
import { mergeDiagnostics } from '../../engine/index.js';
import { sendReport, withdrawReportsOf } from '../use-cases/support/index.js';
import { principalOf } from './tool.js';
import { createProposal, listProposals, proposalInbox, ProposeBody, readProposal } from '../use-cases/proposals/index.js';
import type { McpSession } from './session.js';

/**
 * Every service the MCP tools use, called in one place each, with the provenance 'mcp'.
 * The tools are thin adapters over the use cases (server/use-cases): when a service's signature changes,
 * this file is the one to follow it.
 */

/** Query parameters as the services read them (strings), without the absent ones. */
function query(values: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) out[name] = String(value);
  return out;
}

export const services = {
  create: (session: McpSession, body: Record<string, unknown>) => createDiagram(session.deps, principalOf(session), checkEnvelope(CreateDiagramBody, body), 'mcp'),
  edit: (session: McpSession, id: string, body: Record<string, unknown>) => editDiagram(session.deps, principalOf(session), id, checkEnvelope(CreateRevisionBody, body), 'mcp'),
  derive: (session: McpSession, id: string, body: Record<string, unknown>) => deriveDiagram(session.deps, principalOf(session), id, checkEnvelope(DeriveBody, body), 'mcp'),
  editBestEffort: (session: McpSession, id: string, body: Record<string, unknown> & { ops: unknown[] }) =>
    editDiagramBestEffort(session.deps, principalOf(session), id, body, 'mcp'),
  read: (session: McpSession, id: string, values: Record<string, string | number | undefined>) =>
    readDiagram(session.deps, principalOf(session), id, query(values) as ReadQuery),
  list: (session: McpSession, values: Record<string, string | number | boolean | undefined>) => listDiagrams(session.deps, principalOf(session), query(values)),
  validate: (session: McpSession, body: Record<string, unknown>) => validateBody(body, session.caller, session.deps.drawer),
  preview: (session: McpSession, body: Record<string, unknown>, format: 'svg' | 'png'): Promise<PreviewImage> =>
    previewImage(session.deps.drawer, checkEnvelope(PreviewBody, body), format, session.caller),
  /** Lays a scene out without saving: the scene with defaults filled, what the engine computed, and its diagnostics. */
  normalize: async (session: McpSession, document: unknown) => {
    const input = sceneFromDocument(document);
    const laid = await session.deps.drawer.layout(input.scene, session.caller);
    return { scene: laid.scene, computed: laid.computed, diagnostics: publicWarnings(mergeDiagnostics(input.warnings, laid.diagnostics)) };
  },
  renderLinks: (session: McpSession, id: string, values: { revision?: number; asOf?: string }) =>
    renderLinks(session.deps, principalOf(session), id, query(values), session.apiUrl),
  versionImage: (session: McpSession, id: string, revision: number, format: 'svg' | 'png', scale?: number): Promise<VersionImage> =>
    imageForKey(session.deps, principalOf(session), `${id}@${revision}.${format}`, query({ scale })),
  setVisibility: (session: McpSession, id: string, visibility: 'public' | 'private') => setVisibility(session.deps, principalOf(session), id, { visibility }),
  createLink: (session: McpSession, id: string) => createShareLink(session.deps, principalOf(session), id),
  listLinks: (session: McpSession, id: string) => listShareLinks(session.deps, principalOf(session), id),
  revokeLink: (session: McpSession, id: string, linkId: string) => revokeShareLink(session.deps, principalOf(session), id, linkId),
  delete: (session: McpSession, id: string) => deleteDiagram(session.deps, principalOf(session), id, { confirm: true }),
  undelete: (session: McpSession, id: string) => undeleteDiagram(session.deps, principalOf(session), id),
  history: (session: McpSession, id: string, values: Record<string, string | number | undefined>) => listRevisions(session.deps, principalOf(session), id, query(values)),
  compare: (session: McpSession, id: string, values: Record<string, string | number | undefined>) => compareRevisions(session.deps, principalOf(session), id, query(values)),
  propose: (session: McpSession, id: string, body: Record<string, unknown>) => createProposal(session.deps, principalOf(session), id, checkEnvelope(ProposeBody, body), 'mcp'),
  listProposals: (session: McpSession, id: string, values: Record<string, string | number | undefined>) => listProposals(session.deps, principalOf(session), id, query(values)),
  proposalInbox: (session: McpSession, values: Record<string, string | number | undefined>) => proposalInbox(session.deps, principalOf(session), query(values)),
  readProposal: (session: McpSession, id: string, proposalId: string) => readProposal(session.deps, principalOf(session), id, proposalId),
  reportProblem: (session: McpSession, id: string, body: { problem: string; revision?: number; anonymize: boolean; seed?: number }) => sendReport(session.deps, principalOf(session), id, body),
  withdrawReports: (session: McpSession, id: string) => withdrawReportsOf(session.deps, principalOf(session), id),
};
