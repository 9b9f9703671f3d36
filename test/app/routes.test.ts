import { describe, expect, it } from 'vitest';
import { needsSession, parseRoute, routePath, routeTitle, type Route } from '../../app/routes.js';

// The dashboard's addresses (app/routes.ts): every page has one, parsing and writing agree,
// and what is not a page says so instead of showing another page.
describe('dashboard routes', () => {
  const pages: Array<[string, Route]> = [
    ['/app/', { page: 'diagrams', query: '', deleted: false }],
    ['/app/?q=check+out', { page: 'diagrams', query: 'check out', deleted: false }],
    ['/app/?deleted=true', { page: 'diagrams', query: '', deleted: true }],
    ['/app/diagrams/dgm_1', { page: 'diagram', id: 'dgm_1' }],
    ['/app/diagrams/my%20key/sharing', { page: 'sharing', id: 'my key' }],
    ['/app/keys', { page: 'keys' }],
    ['/app/account', { page: 'account' }],
    ['/app/sign-in', { page: 'sign-in' }],
    ['/app/members', { page: 'members' }],
    ['/app/join?token=abc_DEF-123', { page: 'join', token: 'abc_DEF-123' }],
    ['/app/proposals', { page: 'proposals' }],
    ['/app/diagrams/dgm_1/proposals/prp_2', { page: 'proposal', id: 'dgm_1', proposalId: 'prp_2' }],
    ['/app/audit', { page: 'audit' }],
    ['/app/feedback', { page: 'feedback' }],
  ];

  it.each(pages)('reads %s and writes it back the same', (address, route) => {
    const url = new URL(address, 'https://dsp.test');
    expect(parseRoute(url.pathname, url.search)).toEqual(route);
    expect(routePath(route)).toBe(address);
  });

  it('takes /app and /app/diagrams for the list too', () => {
    expect(parseRoute('/app')).toEqual({ page: 'diagrams', query: '', deleted: false });
    expect(parseRoute('/app/diagrams')).toEqual({ page: 'diagrams', query: '', deleted: false });
  });

  it('answers not-found for unknown pages, extra parts and paths outside /app', () => {
    for (const path of ['/app/nope', '/app/keys/extra', '/app/diagrams/x/y', '/app/members/usr_1', '/app/join/abc', '/app/proposals/prp_1', '/app/feedback/fbk_1', '/app/diagrams/x/proposals', '/app/diagrams/x/proposals/p/approve', '/app/audit/dgm_1', '/application', '/play']) {
      expect(parseRoute(path)).toEqual({ page: 'not-found', path });
    }
  });

  it('keeps a malformed escape as it is rather than failing', () => {
    expect(parseRoute('/app/diagrams/%E0%A4%A')).toEqual({ page: 'diagram', id: '%E0%A4%A' });
  });

  it('names each page for the document title, and only sign-in and not-found need no session', () => {
    expect(routeTitle({ page: 'diagram', id: 'dgm_1' }, 'Checkout')).toBe('Checkout · DSP dashboard');
    expect(routeTitle({ page: 'diagrams', query: 'api', deleted: false })).toBe('Diagrams matching “api” · DSP dashboard');
    expect(routeTitle({ page: 'keys' })).toBe('API keys · DSP dashboard');
    expect(pages.filter(([, route]) => !needsSession(route)).map(([address]) => address)).toEqual(['/app/sign-in', '/app/join?token=abc_DEF-123']);
  });

  it('reads a join address without a token as the join page with none (the page says what to do)', () => {
    expect(parseRoute('/app/join')).toEqual({ page: 'join', token: '' });
    expect(routePath({ page: 'join', token: '' })).toBe('/app/join');
    expect(routeTitle({ page: 'members' })).toBe('Members · DSP dashboard');
    expect(routeTitle({ page: 'join', token: 'x' })).toBe('Join a team · DSP dashboard');
    expect(routeTitle({ page: 'proposals' })).toBe('Proposals · DSP dashboard');
    expect(routeTitle({ page: 'audit' })).toBe('Audit · DSP dashboard');
    expect(routeTitle({ page: 'feedback' })).toBe('Feedback · DSP dashboard');
    expect(routeTitle({ page: 'proposal', id: 'dgm_1', proposalId: 'prp_2' }, 'Checkout')).toBe('Proposal for Checkout · DSP dashboard');
  });
});
