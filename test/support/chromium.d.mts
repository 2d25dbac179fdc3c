export declare const CHROMIUM_CANDIDATES: string[];
export declare const CHROMIUM_HELP: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
