import { LitElement } from 'lit';

/** Set by the shell when the page changes: the next page to render its heading takes focus. */
let headingFocusPending = false;

/** After a page change: the new page's heading takes focus once it is rendered (a screen reader then reads where it is). */
export function focusNextHeading(): void {
  headingFocusPending = true;
}

/**
 * The base of every page: rendered in the light DOM, so the page's one stylesheet (served
 * with the HTML, dark mode included) applies and labels reach their fields by id. A page
 * focuses its own <h1> after a page change, since only it knows when the heading exists.
 */
export class PageElement extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override updated(_changed?: unknown): void {
    // A page that was just left may still finish an update: it must not take the focus meant for the new one.
    const heading = headingFocusPending && this.isConnected ? this.querySelector<HTMLElement>('h1') : null;
    if (heading) {
      headingFocusPending = false;
      heading.focus();
      // Chromium may still move focus to the body for the clicked link that left the page; take it back once.
      setTimeout(() => {
        if (heading.isConnected && (document.activeElement === document.body || document.activeElement === null)) heading.focus();
      }, 50);
    }
  }
}
