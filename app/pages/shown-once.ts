import { html, nothing, type TemplateResult } from 'lit';
import { copyText } from '../events.js';

/** A secret or an address the service answers once, when it is made (a key, a share link, an invitation link). */
export interface ShownOnce {
  /** The field's id: the page focuses it, and it is selected for Ctrl+C when the browser refuses the clipboard. */
  id: string;
  /** What the label says: what it is, and that it is not shown again. */
  label: string;
  value: string;
  /** Its name in the announcement: "Key copied." */
  what: string;
  /** Hides it, where the page offers a Done button. */
  done?: () => void;
}

/** The notice that shows it in a read-only field with a Copy button: the person's one chance to take it. */
export function shownOnce(host: HTMLElement, shown: ShownOnce): TemplateResult {
  return html`<div class="notice">
    <label for=${shown.id}>${shown.label}</label>
    <div class="row"><input id=${shown.id} type="text" readonly .value=${shown.value}>
    <button @click=${() => void copyText(host, shown.value, shown.what, host.querySelector<HTMLInputElement>(`#${shown.id}`))}>Copy</button>
    ${shown.done ? html`<button class="quiet" @click=${shown.done}>Done</button>` : nothing}</div>
  </div>`;
}
