import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { interFallbackPlugin } from './font-fallbacks';

export default defineConfig({
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
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'site',
              // The shell every public page shows at once; what loads later (the phone menu and its dialog,
              // the legal page) stays out so it gets its own chunks (ADR 039). Of lucide only the
              // shared base: each icon goes with the code that draws it, not every page's up-front chunk.
              test: /src[\\/](components[\\/]ui[\\/](button|section|spinner|theme-toggle)|features[\\/]quote-request[\\/]quote-(modal-context|trigger)|lib[\\/](theme|deferred-part|toast-host-demand)|features[\\/]site[\\/](?!components[\\/](mobile-menu|legal-page|footer|chat-button|icons))|content[\\/](company|navigation))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|shared)/,
            },
          ],
        },
      },
    },
  },
});
