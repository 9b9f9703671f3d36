import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, isSignedOut, messageOf, type Session } from './api.js';
import { focusNextHeading, PageElement } from './page-element.js';
import { APP_BASE, needsSession, parseRoute, routePath, routeTitle, type Route } from './routes.js';

/**
 * <dsp-dashboard>: the header (workspace switcher, navigation), the current page and one
 * live region. It reads the session once and again when a page says it changed, sends a
 * signed-out reader to the sign-in page, routes links under /app without reloading, and
 * after each page change sets the title and moves focus to the new page's heading.
 */
export class DspDashboard extends PageElement {
  static override properties = {
    route: { state: true },
    session: { state: true },
    loading: { state: true },
    status: { state: true },
    failed: { state: true },
  };

  route: Route = parseRoute(location.pathname, location.search);
  session: Session | null = null;
  loading = true;
  status = '';
  failed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('popstate', this.onPopState);
    document.addEventListener('click', this.onClick);
    this.addEventListener('dsp-announce', (event) => {
      const { message, failed } = (event as CustomEvent<{ message: string; failed: boolean }>).detail;
      // Cleared first, so the same message twice is announced twice.
      this.status = '';
      void this.updateComplete.then(() => {
        this.status = message;
        this.failed = failed;
      });
    });
    this.addEventListener('dsp-navigate', (event) => this.go((event as CustomEvent<{ path: string }>).detail.path));
    this.addEventListener('dsp-session-changed', () => void this.readSession());
    this.addEventListener('dsp-named', (event) => {
      document.title = routeTitle(this.route, (event as CustomEvent<{ name: string }>).detail.name);
    });
    void this.readSession();
  }

  override disconnectedCallback(): void {
    removeEventListener('popstate', this.onPopState);
    document.removeEventListener('click', this.onClick);
    super.disconnectedCallback();
  }

  private onPopState = (): void => {
    this.show(parseRoute(location.pathname, location.search));
  };

  /** Links under /app change the page in place; modified clicks, downloads and other targets are the browser's. */
  private onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || (url.pathname !== APP_BASE && !url.pathname.startsWith(`${APP_BASE}/`))) return;
    event.preventDefault();
    this.go(url.pathname + url.search);
  };

  private go(path: string): void {
    if (path !== location.pathname + location.search) history.pushState(null, '', path);
    this.show(parseRoute(location.pathname, location.search));
  }

  private show(route: Route): void {
    focusNextHeading();
    this.status = '';
    if (needsSession(route) && !this.session && !this.loading) {
      this.route = { page: 'sign-in' };
      history.replaceState(null, '', routePath(this.route));
    } else {
      this.route = route;
    }
  }

  private async readSession(): Promise<void> {
    try {
      this.session = await api<Session>('GET', '/v1/auth/session');
      if (this.route.page === 'sign-in') this.go(routePath({ page: 'diagrams', query: '', deleted: false }));
    } catch (error) {
      this.session = null;
      if (!isSignedOut(error)) {
        this.status = messageOf(error);
        this.failed = true;
      }
      if (needsSession(this.route)) {
        this.route = { page: 'sign-in' };
        history.replaceState(null, '', routePath(this.route));
      }
    } finally {
      this.loading = false;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('route')) document.title = routeTitle(this.route);
    // The not-found heading is the shell's own; a page element focuses its own heading.
    super.updated(changed);
  }

  override render(): TemplateResult {
    const session = this.session;
    return html`
      <a class="skip" href="#content">Skip to content</a>
      <header class="bar">
        <a class="brand" href="${APP_BASE}/">DSP dashboard</a>
        ${session ? html`
          <dsp-workspace-switcher .session=${session}></dsp-workspace-switcher>
          <nav aria-label="Dashboard">
            <ul>
              ${this.navLink('diagrams', 'Diagrams')}
              ${this.navLink('proposals', 'Proposals')}
              ${this.navLink('keys', 'API keys')}
              ${this.navLink('members', 'Members')}
              ${this.navLink('audit', 'Audit')}
              ${this.navLink('account', 'Account')}
              ${this.navLink('feedback', 'Feedback')}
              <li><a href="/play">Playground</a></li>
            </ul>
          </nav>` : nothing}
      </header>
      <main id="content">
        ${this.loading ? html`<p aria-busy="true">Loading…</p>` : this.page(session)}
      </main>
      <p class="status ${this.failed ? 'error' : ''}" role="status" aria-live="polite">${this.status}</p>
    `;
  }

  private navLink(page: 'diagrams' | 'keys' | 'account' | 'members' | 'proposals' | 'audit' | 'feedback', label: string): TemplateResult {
    const current = this.route.page === page || (page === 'diagrams' && (this.route.page === 'diagram' || this.route.page === 'sharing'))
      || (page === 'proposals' && this.route.page === 'proposal');
    const href = page === 'diagrams' ? `${APP_BASE}/` : `${APP_BASE}/${page}`;
    return html`<li><a href="${href}" aria-current=${current ? 'page' : nothing}>${label}</a></li>`;
  }

  private page(session: Session | null): TemplateResult {
    const route = this.route;
    // The join page speaks to a signed-out reader itself, so the invitation's token stays in the address.
    if (route.page === 'join' && !session) return html`<dsp-join-page .token=${route.token} .session=${null}></dsp-join-page>`;
    if (route.page === 'sign-in' || !session) return html`<dsp-sign-in-page></dsp-sign-in-page>`;
    const key = session.workspace?.id ?? '';
    switch (route.page) {
      case 'diagrams':
        return html`<dsp-diagrams-page .query=${route.query} .deleted=${route.deleted} .workspaceId=${key} .readOnly=${session.workspace?.role === 'viewer'}></dsp-diagrams-page>`;
      case 'diagram':
        return html`<dsp-diagram-page .diagramId=${route.id} .workspaceId=${key} .session=${session}></dsp-diagram-page>`;
      case 'sharing':
        return html`<dsp-sharing-page .diagramId=${route.id} .workspaceId=${key}></dsp-sharing-page>`;
      case 'keys':
        return html`<dsp-keys-page .workspace=${session.workspace}></dsp-keys-page>`;
      case 'account':
        return html`<dsp-account-page .session=${session}></dsp-account-page>`;
      case 'members':
        return html`<dsp-members-page .session=${session}></dsp-members-page>`;
      case 'join':
        return html`<dsp-join-page .token=${route.token} .session=${session}></dsp-join-page>`;
      case 'proposals':
        return html`<dsp-proposals-page .workspaceId=${key}></dsp-proposals-page>`;
      case 'proposal':
        return html`<dsp-proposal-page .diagramId=${route.id} .proposalId=${route.proposalId} .workspaceId=${key} .readOnly=${session.workspace?.role === 'viewer'}></dsp-proposal-page>`;
      case 'audit':
        return html`<dsp-audit-page .workspaceId=${key}></dsp-audit-page>`;
      case 'feedback':
        return html`<dsp-feedback-page .workspaceId=${key}></dsp-feedback-page>`;
      default:
        return html`<h1 tabindex="-1">Page not found</h1><p>There is no dashboard page at ${route.path}. <a href="${APP_BASE}/">Go to your diagrams</a>.</p>`;
    }
  }
}

