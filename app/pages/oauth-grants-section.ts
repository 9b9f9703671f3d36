import { html, nothing, type TemplateResult } from 'lit';
import { api, ApiError, messageOf, type OAuthGrantEntry } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';

/**
 * The account page's connected assistants: the MCP sign-in grants the person approved
 * (GET /v1/account/oauth-grants: client, the host it redirects to, workspace, scope, last
 * use) and Revoke (DELETE …/{id}, after a confirm): its tokens stop at once. The list is
 * read when the person unfolds it: a service without DSP_BASE_URL has no MCP sign-in and
 * answers 404, which the page then says in words (the page cannot know before asking).
 */
export class OAuthGrantsSection extends PageElement {
  static override properties = { grants: { state: true }, error: { state: true }, busy: { state: true }, loaded: { state: true }, offered: { state: true } };

  grants: OAuthGrantEntry[] = [];
  error = '';
  busy = false;
  loaded = false;
  offered = true;

  private unfold(event: Event): void {
    if ((event.target as HTMLDetailsElement).open && !this.loaded) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.grants = (await api<{ grants: OAuthGrantEntry[] }>('GET', '/v1/account/oauth-grants')).grants;
      this.error = '';
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.offered = false;
      else this.error = messageOf(error);
    } finally {
      this.loaded = true;
    }
  }

  private async revoke(grant: OAuthGrantEntry): Promise<void> {
    const name = clientName(grant);
    if (!confirm(`Revoke ${name}? It stops working at once and has to be connected again.`)) return;
    this.busy = true;
    try {
      await api('DELETE', `/v1/account/oauth-grants/${encodeURIComponent(grant.id)}`);
      await this.load();
      announce(this, `Revoked ${name}; its tokens no longer work.`);
      this.querySelector<HTMLElement>('#grants-heading')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <section aria-labelledby="grants-heading">
        <h2 id="grants-heading" tabindex="-1">Connected assistants</h2>
        <p>Assistants you connected by signing in from them (MCP). Each acts as you in one workspace.</p>
        <details @toggle=${(event: Event) => this.unfold(event)}>
          <summary>Show connected assistants</summary>
          ${this.loaded ? this.list() : html`<p aria-busy="true">Loading…</p>`}
        </details>
      </section>
    `;
  }

  private list(): TemplateResult {
    if (!this.offered) return html`<p class="muted" id="no-grants">This service does not offer MCP sign-in, so no assistant is connected this way.</p>`;
    if (this.error) return html`<p class="error">${this.error}</p>`;
    if (this.grants.length === 0) return html`<p class="muted" id="no-grants">No assistants are connected.</p>`;
    return html`<ul class="plain" aria-label="Connected assistants">
      ${this.grants.map((grant) => html`<li>
        <strong>${clientName(grant)}</strong>${grant.client.redirectHost ? html` <span class="muted">(${grant.client.redirectHost})</span>` : nothing}
        · ${grant.workspace ? grant.workspace.name : 'a workspace that no longer exists'}
        · ${grant.scope === 'write' ? 'reads and writes' : 'reads only'}
        · connected <time datetime=${grant.createdAt}>${shortDate(grant.createdAt)}</time>
        · ${grant.lastUsedAt ? html`last used <time datetime=${grant.lastUsedAt}>${shortDate(grant.lastUsedAt)}</time>` : 'never used'}
        <button class="quiet" ?disabled=${this.busy} @click=${() => void this.revoke(grant)} aria-label="Revoke ${clientName(grant)}">Revoke</button>
      </li>`)}
    </ul>`;
  }
}

function clientName(grant: OAuthGrantEntry): string {
  return grant.client.name || grant.client.id;
}
