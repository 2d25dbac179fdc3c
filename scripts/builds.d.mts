// The types of scripts/builds.mjs (a plain Node module, run before anything can compile TypeScript), for the tests.
export declare const BUILDS: Record<'renderer' | 'cli' | 'electron', { configs: string[]; made: string }>;
export declare function inputsDigest(base?: string): string;
export declare function isUpToDate(name: keyof typeof BUILDS, digest: string): boolean;
export declare function build(
  name: keyof typeof BUILDS,
  digest?: string,
  options?: { logLevel?: string; wrap?: (command: string, args: string[]) => [string, string[]] },
): Promise<{ code: number; output: string; skipped: boolean }>;
