import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext, RequestState } from '../state.js';
import { readBodyText } from '../bodies/body.js';
import { readSessionCookie } from '../session-cookie.js';
import { requireTrustedOrigin } from '../same-origin.js';
import type { SessionAccess } from '../auth.js';
import { PERSON_PAGE_CSP } from '../pages/person-page.js';
import { ServiceError } from '../../ports/index.js';
import { authenticateSession, type SignedIn } from '../../use-cases/people/index.js';
import { checkConsent, consentChoices, recordGrant } from '../../use-cases/oauth/index.js';
import type { ServiceContext } from '../../use-cases/shared/index.js';
import { CONSENT_PAGE_CSP, consentPage, oauthErrorPage, signInFirstPage } from './consent-page.js';
import type { OAuthServer } from './provider.js';
import type { InteractionDetails } from 'oidc-provider';

export interface InteractionDeps {
  context: ServiceContext;
  server: OAuthServer;
  sessions: SessionAccess;
  keyless: Middleware<RequestState>;
}

function answerHtml(ctx: AppContext, status: number, page: string, csp: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', csp);
  // same-origin, not no-referrer: under no-referrer the browser sends the consent form's
  // POST with Origin: null, which the CSRF check refuses; other sites still get no referrer.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page;
}

/** The person signed in on this browser (the dashboard's session cookie), or null. */
async function signedInOrNull(ctx: AppContext, deps: InteractionDeps): Promise<SignedIn | null> {
  const token = readSessionCookie(ctx, deps.sessions.cookie);
  if (!token) return null;
  try {
    return await authenticateSession(deps.context, token, deps.sessions.webUrl);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 401) return null;
    throw error;
  }
}

/** The interaction of this browser (oidc-provider's interaction cookie must match the address's uid), or an error page. */
async function detailsOrNull(ctx: AppContext, deps: InteractionDeps): Promise<InteractionDetails | null> {
  try {
    const details = await (await deps.server.provider()).interactionDetails(ctx.req, ctx.res);
    if (details.uid === ctx.params.uid) return details;
  } catch {
    // Unknown, expired, or another browser's interaction: the page below says so.
  }
  answerHtml(ctx, 400, oauthErrorPage('interaction_invalid', 'This sign-in step has expired or belongs to another browser.'), CONSENT_PAGE_CSP);
  return null;
}

function hostOf(uri: string | undefined): string {
  try {
    return uri ? new URL(uri).host : '(none)';
  } catch {
    return '(none)';
  }
}

async function viewOf(deps: InteractionDeps, details: InteractionDetails, signedIn: SignedIn, problem?: string) {
  const clientId = details.params.client_id ?? '';
  const client = await (await deps.server.provider()).Client.find(clientId);
  return {
    uid: details.uid,
    email: signedIn.person.email,
    clientName: client?.clientName ?? clientId,
    clientId,
    redirectHost: hostOf(details.params.redirect_uri),
    // Verified: oidc-provider read the client from the document at its client_id address.
    verified: client?.clientIdMetadataDocument === true,
    choices: await consentChoices(deps.context, signedIn.person.id),
    askedWrite: (details.params.scope ?? '').split(' ').includes('write'),
    ...(problem ? { problem } : {}),
  };
}

/** The form's fields (application/x-www-form-urlencoded, at most 4 KiB). */
async function formOf(ctx: AppContext): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(ctx, 4096, '4 KiB'));
}

/**
 * The login and consent step of the authorization endpoint (oidc-provider's interaction):
 * GET shows the sign-in form when this browser has no session, else the consent page;
 * POST .../confirm records the person's answer and sends the browser on to the client.
 */
export function mountInteraction(router: Router<RequestState>, deps: InteractionDeps): void {
  const { resource } = deps.server;

  router.get('/oauth/interaction/:uid', deps.keyless, async (ctx) => {
    const provider = await deps.server.provider();
    const details = await detailsOrNull(ctx, deps);
    if (!details) return;
    const signedIn = await signedInOrNull(ctx, deps);
    if (!signedIn) {
      const client = await provider.Client.find(details.params.client_id ?? '');
      answerHtml(ctx, 200, signInFirstPage(client?.clientName ?? 'An MCP client', `/oauth/interaction/${details.uid}`), PERSON_PAGE_CSP);
      return;
    }
    const view = await viewOf(deps, details, signedIn);
    if (view.choices.length === 0) {
      answerHtml(ctx, 403, oauthErrorPage('no_workspace', 'You belong to no workspace; ask a team owner for an invitation.'), CONSENT_PAGE_CSP);
      return;
    }
    answerHtml(ctx, 200, consentPage(view), CONSENT_PAGE_CSP);
  });

  router.post('/oauth/interaction/:uid/confirm', deps.keyless, async (ctx) => {
    // A change made with the session cookie: it must come from this service's own page.
    requireTrustedOrigin(ctx, deps.sessions.origins);
    const provider = await deps.server.provider();
    const details = await detailsOrNull(ctx, deps);
    if (!details) return;
    const signedIn = await signedInOrNull(ctx, deps);
    if (!signedIn) {
      answerHtml(ctx, 401, oauthErrorPage('login_required', 'Sign in first: open this step again from your MCP host.'), CONSENT_PAGE_CSP);
      return;
    }
    const form = await formOf(ctx);
    let result: Record<string, unknown>;
    if (form.get('decision') !== 'approve') {
      result = { error: 'access_denied', error_description: 'The person denied the request.' };
    } else {
      let approved: Awaited<ReturnType<typeof checkConsent>>;
      try {
        approved = await checkConsent(deps.context, signedIn.person.id, form.get('workspace') ?? '', form.get('scope') ?? '');
      } catch (error) {
        if (!(error instanceof ServiceError) || error.status >= 500) throw error;
        answerHtml(ctx, error.status, consentPage(await viewOf(deps, details, signedIn, `${error.code}: ${error.message}`)), CONSENT_PAGE_CSP);
        return;
      }
      const clientId = details.params.client_id ?? '';
      const grant = new provider.Grant({ accountId: signedIn.person.id, clientId });
      // Sign-in and consent are one step here, so the grant answers every scope asked at once:
      // /mcp's token gets the resource scope the person chose (write refused when they chose
      // read); the names asked are noted as seen (the provider would ask again otherwise).
      grant.addResourceScope(resource, approved.scope === 'write' ? 'read write' : 'read');
      if (approved.scope === 'read') grant.rejectResourceScope(resource, 'write');
      const asked = (details.params.scope ?? '').split(' ').filter(Boolean);
      if (asked.length > 0) grant.addOIDCScope(asked.join(' '));
      const grantId = await grant.save();
      const view = await viewOf(deps, details, signedIn);
      await recordGrant(deps.context, {
        grantId,
        personId: signedIn.person.id,
        workspaceId: approved.workspace.id,
        clientId,
        clientName: view.clientName.slice(0, 200),
        redirectHost: view.redirectHost.slice(0, 300),
        scope: approved.scope,
      });
      result = { login: { accountId: signedIn.person.id }, consent: { grantId } };
    }
    const next = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(next);
  });
}
