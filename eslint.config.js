// One lint setup for the whole tree: TypeScript, React hooks, accessibility and the web app's import
// direction (shared -> features -> app; no feature imports another) and the server modules' layers.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const features = fs
  .readdirSync(path.join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers: shared code knows no feature, a feature knows no other feature, only app/ composes.
 * Imports across folders use the `~/` alias (relative paths stay inside a folder), so the rule reads the
 * specifier: core `no-restricted-imports`, no resolver plugin needed.
 */
const FEATURE_MESSAGE = 'A feature does not import another feature; compose them in app/ or move the shared part to components/ or lib/.';
const APP_MESSAGE = 'Features and shared code do not import from app/.';
const SHARED_MESSAGE = 'Shared code (components, lib, content) does not import features.';
const upOutOf = (depth) => `^(\\.\\./){${depth},}`;
// Toasts go through one wrapper, which mounts the toaster on the first toast (ADR 049).
const TOAST_PATTERN = {
  regex: '^react-hot-toast$',
  message: 'Raise toasts with `toast` from ~/components/ui/toast: it mounts the toaster on demand (ADR 049).',
};
const restrict = (patterns, { toast = false } = {}) => ({
  'no-restricted-imports': ['error', { patterns: toast ? patterns : [...patterns, TOAST_PATTERN] }],
});
const sharedPatterns = [
  { regex: '^~/features/', message: SHARED_MESSAGE },
  { regex: '^~/app/', message: APP_MESSAGE },
];
const boundaries = [
  { files: [`${web}/app/**/*.{ts,tsx}`], rules: restrict([]) },
  ...features.map((feature) => ({
    files: [`${web}/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { regex: `^~/features/(?!${feature}/)`, message: FEATURE_MESSAGE },
      { regex: '^~/app/', message: APP_MESSAGE },
      // Up out of features/<name>/<folder>/ and into a sibling: the same rule for relative paths.
      { regex: `${upOutOf(2)}(?!\\.\\.)`, message: FEATURE_MESSAGE },
    ]),
  })),
  { files: [`${web}/{components,lib,content}/**/*.{ts,tsx}`], rules: restrict(sharedPatterns) },
  { files: [`${web}/components/ui/{toast.ts,toast-host.tsx}`], rules: restrict(sharedPatterns, { toast: true }) },
  // The UI kit holds what draws (components, .tsx); machinery without markup (deferred loading, the
  // toaster's demand store, scroll lock, hooks) lives in lib/ (ADR 077). toast.ts is the kit's toast call.
  {
    files: [`${web}/components/ui/**/*.ts`],
    ignores: [`${web}/components/ui/toast.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'components/ui holds UI components (.tsx); put non-UI code (stores, loaders, hooks) in lib/ (ADR 077).' },
      ],
    },
  },
];

/**
 * The contract's zod-free entry (ADR 079). The public pages' first-screen code imports values from
 * '@rp/contract/plain' only ('@rp/contract' would pull the zod chunk in as soon as one of its zod modules'
 * exports is used); types may still come from '@rp/contract'. The forms and the API client load zod on first
 * use (ADRs 039, 040) and are outside, as are the back office's account list (assignable-accounts) and drawing measure. The plain modules (those plain.ts re-exports) import neither zod nor
 * another contract module outside that list. A separate rule name, so the layer rules above still apply.
 */
const contract = 'packages/contract/src';
const plainModules = [...fs.readFileSync(path.join(import.meta.dirname, contract, 'plain.ts'), 'utf8').matchAll(/from '\.\/([\w-]+)\.js'/g)].map(
  (m) => m[1],
);
const PLAIN_ENTRY_MESSAGE = "Public first-screen code takes values from '@rp/contract/plain': the main entry can pull zod onto the page (ADR 079).";
const contractEntries = [
  {
    files: [
      `${web}/app/root.tsx`,
      `${web}/app/routes/public/**`,
      `${web}/app/pages/**`,
      `${web}/app/first-screen/**`,
      `${web}/features/{site,home,catalog,rfq-status,buyer-desk}/**`,
      `${web}/{components,content,lib}/**`,
    ],
    ignores: [`${web}/lib/{api-client,visitor-form,idempotency-key,assignable-accounts,drawing-measure}.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@rp/contract', message: PLAIN_ENTRY_MESSAGE, allowTypeImports: true }] },
      ],
    },
  },
  {
    files: [`${contract}/{plain,${plainModules.join(',')}}.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "A module of '@rp/contract/plain' does not import zod (ADR 079).", allowTypeImports: true }],
          patterns: [
            {
              regex: `^\\./(?!(${plainModules.join('|')})\\.js$)`,
              message: "A module of '@rp/contract/plain' imports only other plain modules (see plain.ts); types aside (ADR 079).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];

/**
 * The server's modules (apps/server/src/modules/<name>): a module reaches another only through its index.ts, and
 * only modules of an earlier layer, so two modules never import each other (core rule, as on the web side).
 * A new module folder must be placed in a layer: the config refuses to load otherwise.
 */
const serverModules = 'apps/server/src/modules';
const SERVER_MODULE_LAYERS = [
  ['activity', 'backups', 'files', 'health', 'maintenance', 'public-cache', 'quotation-lines', 'documents', 'geometry'],
  // The parser processes draw thumbnails and measure models (geometry) for the estimates.
  ['content', 'settings', 'thumbnails'],
  ['mail'],
  ['auth', 'drawings'],
  // Quotations store a line's estimate with the rates it was made with: estimates come before them.
  ['products', 'team', 'buyers', 'estimates'],
  ['records'],
  // Proformas and payments read orders' rows; an order's dispatch asks them what was received (ADR 091).
  // Invoices read orders' rows too; the dispatch issues one in its transaction (issue 48).
  ['payments', 'invoices'],
  // A quotation's acceptance makes its order: quotations use orders, never the other way round (ADR 076).
  ['orders'],
  ['quotations'],
  // repeat-orders reads orders' rows for the buyer's "Order again" and makes the lead through records (issue 49).
  ['dashboard', 'lead-detail', 'rfq-status', 'buyer-desk', 'repeat-orders'],
  ['doctor'],
];
const moduleFolders = fs
  .readdirSync(path.join(import.meta.dirname, serverModules), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = moduleFolders.filter((name) => !SERVER_MODULE_LAYERS.flat().includes(name));
if (unplaced.length) throw new Error(`eslint.config.js: place the server module(s) ${unplaced.join(', ')} in SERVER_MODULE_LAYERS.`);
const anyOf = (names) => `^(\\.\\./)+(${names.join('|')})/`;
const serverBoundaries = SERVER_MODULE_LAYERS.flatMap((layer, depth) =>
  layer.map((name) => {
    const others = moduleFolders.filter((other) => other !== name);
    const later = SERVER_MODULE_LAYERS.slice(depth)
      .flat()
      .filter((other) => other !== name);
    const patterns = [
      {
        regex: `${anyOf(others)}(?!index\\.js$)`,
        message: 'Import another server module through its index.ts (its public entry); export what you need there.',
      },
    ];
    if (later.length)
      patterns.push({
        regex: anyOf(later),
        message: `A server module imports only modules of earlier layers (SERVER_MODULE_LAYERS in eslint.config.js): move the shared part down a layer.`,
      });
    return { files: [`${serverModules}/${name}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  }),
);

/** The app's edges (web pages, the command-line tools, the plugins, app.ts) reach a module only through its index.ts. */
const serverEdges = {
  files: ['apps/server/src/web/**/*.ts', 'apps/server/src/cli/**/*.ts', 'apps/server/src/plugins/**/*.ts', 'apps/server/src/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./|\\./)+modules/[a-z-]+/(?!index\\.js$)',
            message: 'Import a server module through its index.ts (its public entry); export what you need there.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/.e2e-*/**',
      'apps/server/.test-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Module augmentation (React Router's AppLoadContext) merges through an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Off on purpose (ADR 018): every flagged effect syncs with something outside React (object URLs,
      // the window's load event, theme events, the URL) and sets state from it once.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  ...boundaries,
  ...contractEntries,
  ...serverBoundaries,
  serverEdges,
  prettier,
);
