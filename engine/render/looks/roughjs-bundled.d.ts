// Types for roughjs's bundled ESM build, which ships none: it is the same API as bin/rough.js.
declare module 'roughjs/bundled/rough.esm.js' {
  import type roughApi from 'roughjs/bin/rough.js';
  const rough: typeof roughApi;
  export default rough;
}
