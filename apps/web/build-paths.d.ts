/** The web workspace's directory (Vite's root in development). */
export declare const webRoot: string;
export declare const viteConfigFile: string;
/** Built static assets (hashed files under assets/). */
export declare const clientDir: string;
/** React Router's server build: a module whose exports form a ServerBuild. */
export declare const serverEntry: string;
