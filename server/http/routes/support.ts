import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { FeedbackBody, ReportBody, ReportPreviewBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import type { Limits } from '../rate-limit.js';
import { principalOf, type AppContext, type RequestState } from '../state.js';
import { checkEnvelope } from '../../use-cases/shared/index.js';
import {
  feedbackClient, listFeedback, listReports, previewReport, readReport, sendFeedback, sendReport, withdrawReport, type SupportDeps,
} from '../../use-cases/support/index.js';

/**
 * POST /v1/feedback per person per minute, on top of the caller's own limit: with the
 * confirmation round that is five items a minute, far more than anyone writes, few enough
 * that a script cannot flood the staff's list (docs/support.md).
 */
export const FEEDBACK_PER_MINUTE = 10;

/** A body that may be left out: no body reads as {}. */
async function optionalBody(ctx: AppContext): Promise<Record<string, unknown>> {
  return ctx.request.length || ctx.get('transfer-encoding') ? readJsonObject(ctx) : {};
}

/** Problem reports on a diagram's version, and feedback (spec "Problem reports (support)", "Feedback"). */
export function mountSupport(router: Router<RequestState>, deps: SupportDeps, requireKey: Middleware<RequestState>, limits: Limits): void {
  router.post('/v1/diagrams/:id/reports/preview', requireKey, async (ctx) => {
    const body = checkEnvelope(ReportPreviewBody, await optionalBody(ctx));
    ctx.body = await previewReport(deps, principalOf(ctx), ctx.params.id!, body);
  });

  router.post('/v1/diagrams/:id/reports', requireKey, async (ctx) => {
    const body = checkEnvelope(ReportBody, await readJsonObject(ctx));
    ctx.body = await sendReport(deps, principalOf(ctx), ctx.params.id!, body);
    ctx.status = 201;
  });

  router.get('/v1/diagrams/:id/reports', requireKey, async (ctx) => {
    ctx.body = await listReports(deps, principalOf(ctx), ctx.params.id!);
  });

  router.get('/v1/diagrams/:id/reports/:reportId', requireKey, async (ctx) => {
    ctx.body = await readReport(deps, principalOf(ctx), ctx.params.id!, ctx.params.reportId!);
  });

  router.delete('/v1/diagrams/:id/reports/:reportId', requireKey, async (ctx) => {
    ctx.body = await withdrawReport(deps, principalOf(ctx), ctx.params.id!, ctx.params.reportId!);
  });

  router.post('/v1/feedback', requireKey, async (ctx) => {
    const principal = principalOf(ctx);
    await limits.byOwnLimit(ctx, `feedback:${principal.personId}`, FEEDBACK_PER_MINUTE);
    const body = checkEnvelope(FeedbackBody, await readJsonObject(ctx));
    const client = feedbackClient(principal.authenticatedBy === 'session' ? 'dashboard' : 'api', ctx.get('user-agent') || undefined);
    // The confirm token is in the 400's body: no cache keeps it.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sendFeedback(deps, principal, body, client);
    ctx.status = 201;
  });

  router.get('/v1/feedback', requireKey, async (ctx) => {
    ctx.body = await listFeedback(deps, principalOf(ctx));
  });
}
