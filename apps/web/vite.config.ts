import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Classic workers: OpenCascade's Emscripten build (STEP viewer) detects a worker by importScripts.
  worker: { format: 'iife' },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'site',
              test: /src[\\/](components[\\/]ui[\\/](dialog|scroll-lock|button|section|spinner|theme-toggle)|lib[\\/]theme|features[\\/]site[\\/]|content[\\/](company|navigation|seo))|lucide-react/,
            },
          ],
        },
      },
    },
  },
});
