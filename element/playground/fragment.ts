import { strFromU8, strToU8, unzlibSync, zlibSync } from 'fflate';

/**
 * The playground's state in the URL fragment, so a link shares it:
 * #theme=dark&source=<the source deflated (zlib) and written in base64url>, the encoding
 * of Kroki-style render URLs. The fragment never reaches the server.
 */
export interface PlaygroundState {
  source?: string;
  theme?: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** The fragment for a state. */
export function writeFragment(state: PlaygroundState): string {
  const params = new URLSearchParams();
  if (state.theme && state.theme !== 'auto') params.set('theme', state.theme);
  if (state.source !== undefined) params.set('source', toBase64Url(zlibSync(strToU8(state.source), { level: 9 })));
  return `#${params.toString()}`;
}

/** The state in a fragment; a fragment that cannot be read gives what could be read. */
export function readFragment(fragment: string): PlaygroundState {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const state: PlaygroundState = {};
  const theme = params.get('theme');
  if (theme) state.theme = theme;
  const source = params.get('source');
  if (source) {
    try {
      state.source = strFromU8(unzlibSync(fromBase64Url(source)));
    } catch {
      // A damaged link: open on the default example instead.
    }
  }
  return state;
}
