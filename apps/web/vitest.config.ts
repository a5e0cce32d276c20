import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium, as the end-to-end tests drive it (never a downloaded one: ADR 079). */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/**/*.browser.test.tsx'], environment: 'node' },
      },
      {
        // Component tests: real DOM, focus, <dialog> and layout in Chromium (ADR 079).
        extends: true,
        // The app's stylesheet (test/browser-setup.ts): the components lay out as on the site, so clicks land where a user's would.
        plugins: [tailwindcss()],
        // Every dependency the tests reach, prebundled in one go before they start: one found later is bundled apart
        // with a second copy of React (invalid hook calls) and reloads the page mid-run.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'react-router',
            '@tanstack/react-query',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'lucide-react',
            'react-hot-toast',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.tsx'],
          setupFiles: ['test/browser-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
