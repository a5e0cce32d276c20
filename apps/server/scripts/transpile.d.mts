/** Writes the JavaScript of every src/ module into `outdir` (relative to apps/server) and returns its path. */
export function transpileServer(outdir: string): Promise<string>;
