/** Types of scripts/build-embed.mjs for the TypeScript that imports it (tests, dsp serve). */
export declare const EMBED_DIR: string;
export declare function embedSourceHash(): string;
export declare function packageVersion(): string;
export declare function buildEmbed(): Promise<{ builtInMs: number }>;
export declare function ensureEmbed(): Promise<{ built: boolean; builtInMs?: number }>;
