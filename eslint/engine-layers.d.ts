/** What each engine folder may import from the others (engine-layers.js). */
export declare const ENGINE_LAYERS: Readonly<Record<string, readonly string[]>>;
