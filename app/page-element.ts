import { LitElement } from 'lit';

/**
 * The base of every page: rendered in the light DOM, so the page's one stylesheet (served
 * with the HTML, dark mode included) applies and labels reach their fields by id.
 */
export class PageElement extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
