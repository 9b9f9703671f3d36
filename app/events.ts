/**
 * How pages talk to the shell: they dispatch these bubbling events and the shell acts
 * (announce in its live region, go to another address, read the session again).
 */

/** Say something in the shell's live region (the result of an action a screen reader should hear). */
export function announce(from: EventTarget, message: string, failed = false): void {
  from.dispatchEvent(new CustomEvent('dsp-announce', { detail: { message, failed }, bubbles: true, composed: true }));
}

/** Go to a dashboard address (as a link click would). */
export function navigate(from: EventTarget, path: string): void {
  from.dispatchEvent(new CustomEvent('dsp-navigate', { detail: { path }, bubbles: true, composed: true }));
}

/** The session changed (workspace switched, signed out): the shell reads it again. */
export function sessionChanged(from: EventTarget): void {
  from.dispatchEvent(new CustomEvent('dsp-session-changed', { bubbles: true, composed: true }));
}

/** The page now knows the name of what it shows (a diagram's title): the shell puts it in the document title. */
export function named(from: EventTarget, name: string): void {
  from.dispatchEvent(new CustomEvent('dsp-named', { detail: { name }, bubbles: true, composed: true }));
}

/** Copies text to the clipboard and announces it; when the browser refuses, selects the field so Ctrl+C works. */
export async function copyText(from: EventTarget, text: string, what: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    announce(from, `${what} copied.`);
  } catch {
    field?.focus();
    field?.select();
    announce(from, `${what} is selected: copy it with Ctrl+C.`);
  }
}
