import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { interFallbackPlugin } from './font-fallbacks';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Inter's stand-ins: system fonts resized to its metrics, so the page keeps its layout when the
    // brand font comes late or not at all (ADR 052).
    interFallbackPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // Classic workers: OpenCascade's Emscripten build (STEP viewer) detects a worker by importScripts.
  worker: { format: 'iife' },
  build: {
    // No preload helper and dependency lists around each dynamic import: every page loads ~1.5 KB less up
    // front; a chunk loaded later fetches its own imports as the browser parses it (ADR 035).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The browser's chunks only: the server's build needs none, and there a first-screen module's
        // `await import()` of a deferred part (ADR 041) would wait on a chunk that imports the site chunk.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
                {
                  name: 'site',
                  // The shell every public page shows at once: every module under a first-screen/ folder, with what it
                  // imports statically (Rolldown's includeDependenciesRecursively); what it loads later (the phone menu,
                  // the footer, the quote modal) gets its own chunks (ADR 039, 078). A folder, not a list of file names.
                  test: /src[\\/](?:[^\\/]+[\\/])*first-screen[\\/]/,
                },
              ],
            },
      },
    },
  },
}));
