// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers and who may import whom (STYLE.md "Imports run one way"). */
const webElements = [
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-entity', pattern: 'apps/web/src/entities/*', capture: ['entity'] },
  { type: 'web-shared', pattern: 'apps/web/src/(components|hooks|lib|stores|styles|locales)' },
  { type: 'web-entry', pattern: 'apps/web/src/main.tsx', mode: 'file' },
  // The first paint, which the server renders too: the app's paths and pair rule, nothing that draws.
  { type: 'web-shell', pattern: 'apps/web/src/shell' },
];
const serverElements = [
  { type: 'server-entry', pattern: 'apps/server/src/(app|main|config|runtime|services|engines|api-routes).ts', mode: 'file' },
  { type: 'server-routes', pattern: 'apps/server/src/modules/*/*.routes.ts', mode: 'file', capture: ['module'] },
  { type: 'server-service', pattern: 'apps/server/src/modules/*/*.service.ts', mode: 'file', capture: ['module'] },
  { type: 'server-repository', pattern: 'apps/server/src/modules/*/*.repository.ts', mode: 'file', capture: ['module'] },
  { type: 'server-migration', pattern: 'apps/server/src/db/migrations' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-seed', pattern: 'apps/server/src/seed' },
  { type: 'server-engine', pattern: 'apps/server/src/engine' },
  { type: 'server-plugin', pattern: 'apps/server/src/plugins' },
  { type: 'server-ws', pattern: 'apps/server/src/ws' },
  { type: 'server-market', pattern: 'apps/server/src/market' },
  { type: 'server-lib', pattern: 'apps/server/src/lib' },
  { type: 'server-testing', pattern: 'apps/server/src/testing' },
];

// API paths are written once, in shared's route table: the web calls call(routes.area.name, input).
const API_PATH = '/^\\/(api\\/|member|admin\\/(?!support$)|home\\/|market\\/|system\\/|files\\/|health$)/';
const API_PATH_LITERALS = [
  { selector: `Literal[value=${API_PATH}]`, message: 'API paths live in the shared route table: call(routes.area.name, input).' },
  { selector: `TemplateElement[value.raw=${API_PATH}]`, message: 'API paths live in the shared route table: call(routes.area.name, input).' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [...webElements, ...serverElements],
      'boundaries/include': ['apps/*/src/**/*'],
      // Server layers are files (*.routes.ts, *.service.ts); `mode: 'file'` says so, deprecated in v7 but still the plainest way.
      'boundaries/legacy-warnings': false,
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'web-entry' } }, allow: [{ to: { element: { type: ['web-app', 'web-shared'] } } }] },
            { from: { element: { type: 'web-app' } }, allow: [{ to: { element: { type: ['web-app', 'web-feature', 'web-entity', 'web-shared'] } } }] },
            // A feature never imports another feature; a route file composes several. What several features need lives in an entity.
            { from: { element: { type: 'web-feature' } }, allow: [{ to: { element: { type: ['web-entity', 'web-shared'] } } }, { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } }] },
            // An entity (the member's accounts) is shared domain data: it knows no feature and no other entity.
            { from: { element: { type: 'web-entity' } }, allow: [{ to: { element: { type: ['web-shared'] } } }, { to: { element: { type: 'web-entity', captured: { entity: '{{ from.element.captured.entity }}' } } } }] },
            { from: { element: { type: 'web-shared' } }, allow: [{ to: { element: { type: ['web-shared'] } } }] },
            { from: { element: { type: 'web-shell' } }, allow: [{ to: { element: { type: ['web-shell', 'web-app', 'web-shared'] } } }] },
            { from: { element: { type: 'server-entry' } }, allow: [{ to: { element: { type: ['server-entry', 'server-routes', 'server-service', 'server-db', 'server-seed', 'server-engine', 'server-plugin', 'server-ws', 'server-market', 'server-lib'] } } }] },
            { from: { element: { type: 'server-routes' } }, allow: [{ to: { element: { type: ['server-entry', 'server-service', 'server-plugin', 'server-lib'] } } }] },
            // Modules meet only through services; a service reads its own module's repository.
            { from: { element: { type: 'server-service' } }, allow: [{ to: { element: { type: ['server-service', 'server-db', 'server-market', 'server-lib'] } } }, { to: { element: { type: 'server-repository', captured: { module: '{{ from.element.captured.module }}' } } } }] },
            { from: { element: { type: 'server-repository' } }, allow: [{ to: { element: { type: ['server-db', 'server-lib'] } } }] },
            { from: { element: { type: 'server-db' } }, allow: [{ to: { element: { type: ['server-entry', 'server-db', 'server-migration', 'server-lib'] } } }] },
            // The first start's data goes in through the services, as any money does.
            { from: { element: { type: 'server-seed' } }, allow: [{ to: { element: { type: ['server-service', 'server-db', 'server-lib'] } } }] },
            // The engine role runs the services' timed work; it knows no HTTP.
            { from: { element: { type: 'server-engine' } }, allow: [{ to: { element: { type: ['server-engine', 'server-service', 'server-db', 'server-market', 'server-lib'] } } }] },
            { from: { element: { type: 'server-plugin' } }, allow: [{ to: { element: { type: ['server-plugin', 'server-service', 'server-ws', 'server-lib', 'web-shell'] } } }] },
            { from: { element: { type: 'server-ws' } }, allow: [{ to: { element: { type: ['server-ws', 'server-market', 'server-lib'] } } }] },
            // The market feeds know nothing of HTTP, sockets or the database.
            { from: { element: { type: 'server-market' } }, allow: [{ to: { element: { type: ['server-market', 'server-lib'] } } }] },
            { from: { element: { type: 'server-lib' } }, allow: [{ to: { element: { type: ['server-lib'] } } }] },
            { from: { element: { type: 'server-testing' } }, allow: [{ to: { element: { type: ['server-entry', 'server-db', 'server-seed', 'server-engine', 'server-market', 'server-service', 'server-lib', 'server-testing'] } } }] },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/web/src/theme-boot.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests may reach across layers to set up and assert.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toFixed']",
          message: 'Format amounts through lib/format.ts (shared format.ts: truncating, one path for every number shown).',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'Format amounts through lib/format.ts (shared format.ts: truncating, one path for every number shown).',
        },
        ...API_PATH_LITERALS,
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // 40 significant digits, set once in @halyard/shared/decimal: the library's default 20 would round amounts.
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['packages/shared/src/decimal.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'decimal.js', message: "Import Decimal from '@halyard/shared/decimal' (40 significant digits)." }] }],
    },
  },
  {
    // "Now" comes from the injected clock (lib/clock.ts), so tests move it and every rule reads one time.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/clock.ts', 'apps/server/src/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from the injected Clock (lib/clock.ts).' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the injected Clock (lib/clock.ts).' },
      ],
    },
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['.*', '@halyard/*'], message: 'Migrations are frozen in time: import only kysely.' }] }],
    },
  },
);
