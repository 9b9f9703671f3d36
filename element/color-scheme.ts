import type { ReactiveController, ReactiveControllerHost } from 'lit';

const DARK = '(prefers-color-scheme: dark)';

/** Follows the page's prefers-color-scheme, calling back when it changes (for theme="auto"). */
export class ColorSchemeController implements ReactiveController {
  private query: MediaQueryList | undefined;
  private readonly onChange = (): void => this.changed();

  constructor(
    host: ReactiveControllerHost,
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** True when the page asks for a dark scheme. */
  get dark(): boolean {
    return this.query?.matches ?? globalThis.matchMedia?.(DARK).matches ?? false;
  }

  hostConnected(): void {
    this.query = globalThis.matchMedia?.(DARK);
    this.query?.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.query?.removeEventListener('change', this.onChange);
    this.query = undefined;
  }
}
