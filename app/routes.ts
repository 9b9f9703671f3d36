/**
 * The dashboard's addresses, all under /app (the service answers every one with the same
 * page; the app picks the page from the path). A page added later (members, passkeys,
 * account deletion) adds a variant here, a case in `parseRoute` and `routePath`, and its
 * file under pages/; app-shell.ts renders it.
 */

export const APP_BASE = '/app';

export type Route =
  | { page: 'diagrams'; query: string; deleted: boolean }
  | { page: 'diagram'; id: string }
  | { page: 'sharing'; id: string }
  | { page: 'keys' }
  | { page: 'account' }
  | { page: 'sign-in' }
  | { page: 'members' }
  | { page: 'join'; token: string }
  | { page: 'proposals' }
  | { page: 'proposal'; id: string; proposalId: string }
  | { page: 'audit' }
  | { page: 'feedback' }
  | { page: 'not-found'; path: string };

/** The route of a location's path and search (`/app/diagrams/dgm_1/sharing`, `?q=checkout`). */
export function parseRoute(pathname: string, search = ''): Route {
  const params = new URLSearchParams(search);
  if (pathname !== APP_BASE && !pathname.startsWith(`${APP_BASE}/`)) return { page: 'not-found', path: pathname };
  const parts = pathname.slice(APP_BASE.length).split('/').filter((part) => part !== '').map(safeDecode);
  const [first, second, third, fourth] = parts;
  if (parts.length === 0 || (first === 'diagrams' && parts.length === 1)) {
    return { page: 'diagrams', query: params.get('q') ?? '', deleted: params.get('deleted') === 'true' };
  }
  if (first === 'diagrams' && second && parts.length === 2) return { page: 'diagram', id: second };
  if (first === 'diagrams' && second && third === 'sharing' && parts.length === 3) return { page: 'sharing', id: second };
  if (first === 'diagrams' && second && third === 'proposals' && fourth && parts.length === 4) return { page: 'proposal', id: second, proposalId: fourth };
  if (first === 'proposals' && parts.length === 1) return { page: 'proposals' };
  if (first === 'feedback' && parts.length === 1) return { page: 'feedback' };
  if (first === 'keys' && parts.length === 1) return { page: 'keys' };
  if (first === 'account' && parts.length === 1) return { page: 'account' };
  if (first === 'sign-in' && parts.length === 1) return { page: 'sign-in' };
  if (first === 'members' && parts.length === 1) return { page: 'members' };
  if (first === 'audit' && parts.length === 1) return { page: 'audit' };
  if (first === 'join' && parts.length === 1) return { page: 'join', token: params.get('token') ?? '' };
  return { page: 'not-found', path: pathname };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The address of a route (the inverse of parseRoute). */
export function routePath(route: Route): string {
  switch (route.page) {
    case 'diagrams': {
      const params = new URLSearchParams();
      if (route.query) params.set('q', route.query);
      if (route.deleted) params.set('deleted', 'true');
      const search = params.toString();
      return `${APP_BASE}/${search ? `?${search}` : ''}`;
    }
    case 'diagram':
      return `${APP_BASE}/diagrams/${encodeURIComponent(route.id)}`;
    case 'sharing':
      return `${APP_BASE}/diagrams/${encodeURIComponent(route.id)}/sharing`;
    case 'proposal':
      return `${APP_BASE}/diagrams/${encodeURIComponent(route.id)}/proposals/${encodeURIComponent(route.proposalId)}`;
    case 'join':
      return `${APP_BASE}/join${route.token ? `?token=${encodeURIComponent(route.token)}` : ''}`;
    case 'not-found':
      return route.path;
    default:
      return `${APP_BASE}/${route.page}`;
  }
}

/** The document title of a route (what a screen reader announces after a page change); `name` is the diagram's title when known. */
export function routeTitle(route: Route, name?: string): string {
  const page = {
    diagrams: route.page === 'diagrams' && route.query ? `Diagrams matching “${route.query}”` : 'Diagrams',
    diagram: name ?? 'Diagram',
    sharing: `Sharing ${name ?? 'a diagram'}`,
    keys: 'API keys',
    account: 'Account',
    'sign-in': 'Sign in',
    members: 'Members',
    join: 'Join a team',
    proposals: 'Proposals',
    proposal: `Proposal for ${name ?? 'a diagram'}`,
    audit: 'Audit',
    feedback: 'Feedback',
    'not-found': 'Page not found',
  }[route.page];
  return `${page} · DSP dashboard`;
}

/**
 * True when a route needs a signed-in person (every page but sign-in). The join page shows
 * itself signed out too: it says to sign in as the invited address, and keeps its token.
 */
export function needsSession(route: Route): boolean {
  return route.page !== 'sign-in' && route.page !== 'not-found' && route.page !== 'join';
}
