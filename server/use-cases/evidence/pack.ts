import { createHash } from 'node:crypto';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { legalHolds } from '../../db/repositories/governance/legal-holds.js';
import { revisionTombstones } from '../../db/repositories/governance/revision-tombstones.js';
import { ensureChain, resolveRevision } from '../diagrams/index.js';
import { keyedCaller, type Principal } from '../accounts/index.js';
import { parsePositiveInteger, versionAddress, type DiagramDeps } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { changesMarkdown } from './changes-md.js';
import { historyUpTo } from './history.js';
import { provenanceDocument, type Artifact, type RetentionBlock } from './provenance.js';

/** The query of an evidence pack: the pack's revision (or the one current at asOf) and where its range starts. */
export interface PackQuery {
  revision?: string;
  from?: string;
  asOf?: string;
}

/** Who made the pack: the service's name and version, written into provenance.json. */
export interface Generator {
  name: string;
  version: string;
}

/** One diagram's pack before zipping: its files in their fixed order, and its effective time. */
export interface PackFiles {
  id: string;
  /** The pack's revision (the end of its range). */
  revision: number;
  effectiveAt: string;
  files: Array<[name: string, bytes: Uint8Array]>;
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const json = (value: unknown): Uint8Array => utf8(`${JSON.stringify(value, null, 2)}\n`);
export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
export const artifactOf = (name: string, bytes: Uint8Array): Artifact => ({ name, sha256: sha256Of(bytes), bytes: bytes.byteLength });

/** The range a pack covers: `from` (default 1) up to the pack's revision. */
async function rangeOf(deps: DiagramDeps, diagram: DiagramRow, query: PackQuery): Promise<{ from: number; to: number }> {
  const to = await resolveRevision(deps.db, diagram, query);
  const from = query.from === undefined ? 1 : parsePositiveInteger(query.from, 'from');
  if (from > to) throw new ServiceError(400, 'INVALID_PARAMETER', `from (${from}) is after the pack's revision ${to}; send a from of at most ${to}.`, { parameter: 'from' });
  if ((await revisionTombstones.range(deps.db, diagram.id, to, to)).length > 0) {
    throw new ServiceError(410, 'REVISION_PURGED', `Revision ${to} was purged by the Free plan's 30-day retention; ask for a later revision (the current one is always kept).`, { revision: to });
  }
  return { from, to };
}

async function retentionOf(deps: DiagramDeps, principal: Principal, diagramId: string): Promise<RetentionBlock> {
  const legalHold = await legalHolds.isHeld(deps.db, diagramId);
  const plan = principal.workspace.plan;
  return { legalHold, plan, policy: plan === 'free' && !legalHold ? 'purge-after-30-days' : 'keep-all', purgedRevisions: await revisionTombstones.count(deps.db, diagramId) };
}

/**
 * The files of one diagram's evidence pack (spec "Evidence pack"): the scene of the pack's
 * revision, its SVG and PNG drawn by the present engine (spec Versioning 3), changes.md,
 * provenance.json and manifest.json. The same history and query give the same bytes.
 */
export async function packFiles(deps: DiagramDeps, principal: Principal, diagram: DiagramRow, query: PackQuery, generator: Generator): Promise<PackFiles> {
  const { from, to } = await rangeOf(deps, diagram, query);
  await ensureChain(deps, diagram.id, to);
  const version = await deps.revisions.get(deps.db, diagram.id, to);
  const history = await historyUpTo(deps.db, diagram.id, to);
  const job = { scene: version.scene, stamp: versionAddress(deps, diagram.id, to) };
  const caller = keyedCaller(principal);
  const { svg } = await deps.drawer.draw(job, caller);
  const { png } = await deps.drawer.drawPng(job, undefined, caller);
  const title = version.scene.scene.title ?? diagram.key ?? diagram.id;

  const artifacts: Array<[string, Uint8Array]> = [
    ['scene.json', json(version.scene)],
    ['render.svg', utf8(svg)],
    ['render.png', png],
    ['changes.md', utf8(changesMarkdown(title, history, from, to))],
  ];
  const provenance = json(provenanceDocument({
    diagram: { id: diagram.id, key: diagram.key, title: version.scene.scene.title ?? null },
    generator,
    from,
    to,
    asOf: query.asOf ?? null,
    history,
    artifacts: artifacts.map(([name, bytes]) => artifactOf(name, bytes)),
    retention: await retentionOf(deps, principal, diagram.id),
  }));
  const files: Array<[string, Uint8Array]> = [...artifacts, ['provenance.json', provenance]];
  const manifest = json({ formatVersion: 2, diagram: diagram.id, files: files.map(([name, bytes]) => artifactOf(name, bytes)) });
  return { id: diagram.id, revision: to, effectiveAt: version.row.created_at, files: [...files, ['manifest.json', manifest]] };
}
