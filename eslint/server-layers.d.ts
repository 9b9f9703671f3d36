/** What each server layer may import from the others (server-layers.js). */
export declare const SERVER_LAYERS: Readonly<Record<string, readonly string[]>>;
/** server/<file>.ts every layer may import (server-layers.js). */
export declare const SERVER_BASE: readonly string[];
/** Layers imported deeply (server-layers.js). */
export declare const OPEN_LAYERS: readonly string[];
/** Layers made of rooms (server-layers.js). */
export declare const ROOMED_LAYERS: readonly string[];
