import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { readJsonObject } from '../bodies/body.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { attestDiagram } from '../../use-cases/diagrams/index.js';
import { evidenceBatch, evidencePack, setLegalHold, workspaceAudit, EVIDENCE_BATCH, type EvidenceZip, type Generator } from '../../use-cases/evidence/index.js';
import { ServiceError } from '../../ports/index.js';
import { principalOf, signedInOf, type AppContext, type RequestState } from '../state.js';
import { queryOf } from './diagrams.js';
import { packageVersion } from '../../../fonts/package-version.js';

/** The bodies of these routes (documented in evidence-route-docs.ts). */
export const LegalHoldBody = v.strictObject({ legalHold: v.boolean() });
export const EvidenceBatchBody = v.strictObject({
  // One more than the batch may hold, so a batch of 51 is answered TOO_MANY_DIAGRAMS with its count.
  ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(300))), v.maxLength(EVIDENCE_BATCH * 20)),
  from: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  asOf: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export interface EvidenceRouteDeps {
  diagrams: DiagramDeps;
  requireKey: Middleware<RequestState>;
  requireSession: Middleware<RequestState>;
}

function sendZip(ctx: AppContext, pack: EvidenceZip): void {
  ctx.type = 'application/zip';
  ctx.set('Content-Disposition', `attachment; filename="${pack.fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Buffer.from(pack.zip.buffer, pack.zip.byteOffset, pack.zip.byteLength);
}

/**
 * Attestation, the workspace audit, evidence packs and legal hold (docs/evidence.md):
 * attesting is a person's act (session only); the rest takes a key or a session.
 */
export function mountEvidence(router: Router<RequestState>, deps: EvidenceRouteDeps): void {
  const { diagrams, requireKey, requireSession } = deps;
  const generator: Generator = { name: 'dsp-diagrams', version: packageVersion() };

  router.post('/v1/diagrams/:id/attest', requireSession, async (ctx) => {
    const signedIn = signedInOf(ctx);
    if (!signedIn.principal) throw new ServiceError(403, 'NO_WORKSPACE', 'You belong to no workspace any more, so there is nothing to attest.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await attestDiagram(diagrams, signedIn.principal, ctx.params.id!);
  });

  router.get('/v1/workspace/audit', requireKey, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await workspaceAudit(diagrams, principalOf(ctx), queryOf(ctx));
  });

  router.get('/v1/diagrams/:id/evidence', requireKey, async (ctx) => {
    sendZip(ctx, await evidencePack(diagrams, principalOf(ctx), ctx.params.id!, queryOf(ctx), generator));
  });

  router.post('/v1/workspace/evidence', requireKey, async (ctx) => {
    const body = checkEnvelope(EvidenceBatchBody, await readJsonObject(ctx));
    sendZip(ctx, await evidenceBatch(diagrams, principalOf(ctx), body, generator));
  });

  router.patch('/v1/diagrams/:id/legal-hold', requireKey, async (ctx) => {
    const body = checkEnvelope(LegalHoldBody, await readJsonObject(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setLegalHold(diagrams, principalOf(ctx), ctx.params.id!, body.legalHold);
  });
}
