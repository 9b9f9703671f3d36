import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type KeyEntry, type Workspace } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { shownOnce } from './shown-once.js';

/**
 * The API keys of the session's workspace (GET /v1/auth/keys): make one (POST; the key is
 * shown once, in this page only), see them, revoke one (DELETE /v1/auth/keys/{id}).
 */
export class KeysPage extends PageElement {
  static override properties = {
    workspace: { attribute: false },
    keys: { state: true }, made: { state: true }, error: { state: true }, busy: { state: true },
  };

  workspace: Workspace | null = null;
  keys: KeyEntry[] = [];
  made: { key: string; name: string | null } | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspace')) {
      this.made = undefined;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    try {
      this.keys = (await api<{ keys: KeyEntry[] }>('GET', '/v1/auth/keys')).keys;
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const name = (form.querySelector<HTMLInputElement>('#key-name')!).value.trim();
    const scope = (form.querySelector<HTMLSelectElement>('#key-scope')!).value;
    this.busy = true;
    try {
      const made = await api<{ key: string; name: string | null }>('POST', '/v1/auth/keys', { name: name || null, scope });
      this.made = made;
      form.reset();
      await this.load();
      announce(this, 'Key made. Copy it now: it is shown once.');
      await this.updateComplete;
      this.querySelector<HTMLInputElement>('#made-key')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private async revoke(key: KeyEntry): Promise<void> {
    if (!confirm(`Revoke ${key.name ?? key.prefix}? Agents using it stop working at once.`)) return;
    this.busy = true;
    try {
      await api('DELETE', `/v1/auth/keys/${encodeURIComponent(key.id)}`);
      await this.load();
      announce(this, `Revoked ${key.name ?? key.prefix}.`);
      this.querySelector<HTMLElement>('h1')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <h1 tabindex="-1">API keys</h1>
      <p>Keys let agents and scripts act in ${this.workspace?.name ?? 'this workspace'}. A key is shown once, when it is made.</p>
      <form class="row" @submit=${(event: SubmitEvent) => void this.create(event)} aria-label="Make a key">
        <label>Name <input id="key-name" type="text" maxlength="100" placeholder="e.g. CI"></label>
        <label>Scope <select id="key-scope"><option value="write">read and write</option><option value="read">read only</option></select></label>
        <button type="submit" ?disabled=${this.busy}>Make a key</button>
      </form>
      ${this.made ? shownOnce(this, {
        id: 'made-key', label: `Your new key${this.made.name ? ` “${this.made.name}”` : ''}: copy it now, it is not shown again`,
        value: this.made.key, what: 'Key', done: () => { this.made = undefined; },
      }) : nothing}
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      <h2 id="keys-heading">Keys of this workspace</h2>
      <ul class="plain" aria-label="Keys">
        ${this.keys.map((key) => html`<li>
          <strong>${key.name ?? '(no name)'}</strong> · <code>${key.prefix}…</code> · ${key.scope === 'read' ? 'read only' : 'read and write'} · ${key.status}
          <br><span class="muted">made <time datetime=${key.createdAt}>${shortDate(key.createdAt)}</time>${key.person ? ` by ${key.person.email}` : ''}${key.expiresAt ? html`, expires <time datetime=${key.expiresAt}>${shortDate(key.expiresAt)}</time>` : ''}</span>
          ${key.status === 'active' ? html`<button class="quiet" ?disabled=${this.busy} @click=${() => void this.revoke(key)} aria-label="Revoke ${key.name ?? key.prefix}">Revoke</button>` : nothing}
        </li>`)}
      </ul>
    `;
  }
}

