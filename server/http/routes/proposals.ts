import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { readJsonObject } from '../bodies/body.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { principalOf, signedInOf, type AppContext, type RequestState } from '../state.js';
import {
  approveProposal, createProposal, listProposals, previewProposal, proposalInbox, ProposeBody, ProtectionBody, readProposal, readProtection, rejectProposal, RejectBody, setProtection,
} from '../../use-cases/proposals/index.js';
import type { Principal } from '../../use-cases/accounts/index.js';
import { ServiceError } from '../../ports/index.js';
import { queryOf } from './diagrams.js';

export interface ProposalRouteDeps {
  diagrams: DiagramDeps;
  /** A key or a signed-in session. */
  requireKey: Middleware<RequestState>;
  /** A signed-in session only: approving and rejecting are a person's acts (keys: 403 SESSION_AUTH_REQUIRED). */
  requireSession: Middleware<RequestState>;
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The person approving or rejecting, acting in their session's workspace. */
function approverOf(ctx: AppContext): Principal {
  const { principal } = signedInOf(ctx);
  if (!principal) throw new ServiceError(403, 'NO_WORKSPACE', 'You belong to no workspace any more, so there is no proposal of yours to decide.');
  return principal;
}

/** Proposals (docs/proposals.md): propose, list, read, preview, approve and reject; the workspace inbox; protection. */
export function mountProposals(router: Router<RequestState>, deps: ProposalRouteDeps): void {
  const { diagrams, requireKey, requireSession } = deps;
  const base = '/v1/diagrams/:id/proposals';

  router.post(base, requireKey, async (ctx) => {
    const result = await createProposal(diagrams, principalOf(ctx), ctx.params.id!, checkEnvelope(ProposeBody, await readJsonObject(ctx)), 'api');
    ctx.status = result.status;
    noStore(ctx);
    ctx.body = result.body;
  });

  router.get(base, requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await listProposals(diagrams, principalOf(ctx), ctx.params.id!, queryOf(ctx));
  });

  router.get('/v1/proposals', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await proposalInbox(diagrams, principalOf(ctx), queryOf(ctx));
  });

  router.get(`${base}/:pid`, requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await readProposal(diagrams, principalOf(ctx), ctx.params.id!, ctx.params.pid!);
  });

  router.post(`${base}/:pid/preview`, requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await previewProposal(diagrams, principalOf(ctx), ctx.params.id!, ctx.params.pid!);
  });

  router.post(`${base}/:pid/approve`, requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await approveProposal(diagrams, approverOf(ctx), ctx.params.id!, ctx.params.pid!);
  });

  router.post(`${base}/:pid/reject`, requireSession, async (ctx) => {
    // The reason is optional, and so is the body.
    const body = ctx.request.length || ctx.get('transfer-encoding') ? checkEnvelope(RejectBody, await readJsonObject(ctx)) : {};
    noStore(ctx);
    ctx.body = await rejectProposal(diagrams, approverOf(ctx), ctx.params.id!, ctx.params.pid!, body.reason);
  });

  router.get('/v1/diagrams/:id/protection', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await readProtection(diagrams, principalOf(ctx), ctx.params.id!);
  });

  router.patch('/v1/diagrams/:id/protection', requireKey, async (ctx) => {
    const body = checkEnvelope(ProtectionBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await setProtection(diagrams, principalOf(ctx), ctx.params.id!, body.requireApproval);
  });
}
