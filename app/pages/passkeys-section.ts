import { html, nothing, type TemplateResult } from 'lit';
import { api, messageOf, type PasskeyEntry } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { passkeysSupported, registerPasskey } from './passkey-ceremonies.js';

/**
 * The account page's passkeys: the person's list (GET /v1/auth/passkeys: name, added, last
 * used), add one on this device (the registration ceremony, with an optional name), remove
 * one (DELETE /v1/auth/passkeys/{id}, after a confirm: it cannot be undone). The API has no
 * rename: a passkey is named when it is added.
 */
export class PasskeysSection extends PageElement {
  static override properties = { passkeys: { state: true }, error: { state: true }, busy: { state: true }, loaded: { state: true } };

  passkeys: PasskeyEntry[] = [];
  error = '';
  busy = false;
  loaded = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.passkeys = (await api<{ passkeys: PasskeyEntry[] }>('GET', '/v1/auth/passkeys')).passkeys;
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.loaded = true;
    }
  }

  private async add(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const name = form.querySelector<HTMLInputElement>('#passkey-name')!.value.trim();
    this.busy = true;
    try {
      const added = await registerPasskey(name || undefined);
      form.reset();
      await this.load();
      announce(this, `Added the passkey “${added.name}”. You can sign in with it from now on.`);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private async removePasskey(passkey: PasskeyEntry): Promise<void> {
    if (!confirm(`Remove the passkey “${passkey.name}”? It no longer signs you in; the device keeps it until you delete it there.`)) return;
    this.busy = true;
    try {
      await api('DELETE', `/v1/auth/passkeys/${encodeURIComponent(passkey.id)}`);
      await this.load();
      announce(this, `Removed the passkey “${passkey.name}”.`);
      this.querySelector<HTMLElement>('#passkeys-heading')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" tabindex="-1">Passkeys</h2>
        <p>A passkey signs you in with this device's screen lock or a security key, without a mailed link.</p>
        ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
        ${this.loaded && !this.error && this.passkeys.length === 0 ? html`<p class="muted">You have no passkeys yet.</p>` : nothing}
        ${this.passkeys.length ? html`<ul class="plain" aria-label="Your passkeys">
          ${this.passkeys.map((p) => html`<li>
            <strong>${p.name}</strong>
            · added <time datetime=${p.createdAt}>${shortDate(p.createdAt)}</time>
            · ${p.lastUsedAt ? html`last used <time datetime=${p.lastUsedAt}>${shortDate(p.lastUsedAt)}</time>` : 'never used'}
            <button class="quiet" ?disabled=${this.busy} @click=${() => void this.removePasskey(p)} aria-label="Remove the passkey ${p.name}">Remove</button>
          </li>`)}
        </ul>` : nothing}
        ${passkeysSupported()
          ? html`<form class="row" aria-label="Add a passkey" @submit=${(event: SubmitEvent) => void this.add(event)}>
              <label>Name (optional) <input id="passkey-name" type="text" maxlength="60" aria-describedby="passkey-name-hint"></label>
              <span id="passkey-name-hint" class="muted">A name you will recognise in the list, such as the device's.</span>
              <button type="submit" ?disabled=${this.busy}>Add a passkey</button>
            </form>`
          : html`<p class="muted">This browser cannot make passkeys; open this page in one that can to add one.</p>`}
      </section>
    `;
  }
}
