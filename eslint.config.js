import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (README.md, Layout) as named zones: `import-x/no-restricted-paths` resolves every import to its
 * file and refuses one that crosses a zone's border, `import-x/no-cycle` refuses import cycles. tsc -b checks
 * the libraries each layer may use (tsconfig.*.json); these rules check which files each layer may import.
 * tests/eslint.config.test.ts plants each forbidden import and expects this config to refuse it.
 */
const root = import.meta.dirname;

/** The core: runs anywhere (ES2022, zod only). The app, the server and the preview import it; it imports none. */
const core = ['schemas', 'src/core'];
/** The app's shared parts, below the features: services, components, data access, language, texts. */
const appShared = [
  'src/lib',
  'src/components',
  'src/api',
  'src/catalogue',
  'src/i18n',
  'src/messages',
  'src/settings.ts',
];
/** Everything of the web app that runs in the browser (the core aside). */
const appBrowser = ['src/app', 'src/features', ...appShared, 'src/main.tsx'];
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: core,
    from: [...appBrowser, 'src/ssr', 'server', 'preview', 'scripts', 'tests', 'fixtures'],
    message: 'The core (schemas, src/core) imports nothing outside the core.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message:
      'A feature does not import the composition root (src/app); what features share lives in src/lib or src/components.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to src/components or src/lib, or let src/app compose them.',
  })),
  {
    target: appShared,
    from: ['src/app', 'src/features'],
    message:
      'Shared app code (src/lib, src/components, src/api, …) imports no feature and not the composition root.',
  },
  {
    target: appBrowser,
    from: 'src/ssr',
    message: "The browser app does not import the server's renderer (src/ssr).",
  },
  {
    target: 'src',
    from: ['server', 'scripts', 'tests'],
    message: 'The app never imports the server, the scripts or the tests (README.md, Layout).',
  },
  {
    target: appBrowser,
    from: 'src/core/scoring',
    except: ['./path.ts'],
    message:
      "The browser app takes only the engine's branching (path.ts); the server scores (docs/architecture: the server is the scorer).",
  },
  {
    // The router's dev-only lazy route to the preview is the one import upwards (dropped from production builds).
    target: ['src/!(app)/**', 'src/*.{ts,tsx}', 'src/app/!(router).{ts,tsx}'].map((glob) =>
      path.join(root, glob),
    ),
    from: path.join(root, 'preview/**'),
    message: "The app does not import the preview; the router's dev-only route is the one exception.",
  },
  {
    target: 'server',
    from: 'src',
    except: ['./core'],
    message: 'The server imports only the core from src: schemas and src/core (README.md, Layout).',
  },
  {
    target: 'server',
    from: ['preview', 'scripts', 'tests'],
    message: 'The server imports only the core (README.md, Layout).',
  },
  {
    target: 'preview',
    from: ['scripts', 'tests'],
    message: 'The preview does not import the scripts or the tests.',
  },
  {
    target: 'scripts',
    from: 'tests',
    message: 'Scripts do not import the tests; what both need lives in scripts/ (or the core).',
  },
];

/**
 * server/chat runs in the browser too: the preview (preview/assistant) runs its crisis check, readings and
 * recommender. Only these modules load the assistant's knowledge from disk and may use Node.
 */
const chatOnNode = ['server/chat/knowledge.ts', 'server/chat/assistant.ts'];

const restrict = (...patterns) => ['error', { patterns }];
const coreOnlyZod = {
  regex: '^(?!\\.|zod$)',
  message: 'The core (schemas, src/core) runs anywhere: no packages but zod, no node:*.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-private', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'preview/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (no-cycle reads them); the resolver finds them by TS's rules.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { [path.join(root, 'eslint-import-parser.mjs')]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A cycle through a dynamic import (a module that downloads its own view, as toasts.tsx does) is safe:
      // neither module runs the other while it loads.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['server/chat/**/*.ts'],
    ignores: chatOnNode,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)|^\\./(knowledge|assistant)$',
              allowTypeImports: true,
              message:
                'The preview runs server/chat in the browser: values only from server/chat itself and the core, never from modules that use Node (types are fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // zod/mini in the browser (src/api/schemas.ts): a value from a module that builds the server's schemas would
    // bring zod whole, and every schema of that module, into the download.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/**', 'src/ssr/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "The app's schemas are zod/mini (src/api/schemas.ts).",
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+schemas(/(?!values$|duration$|validation$)[^/]+)?$',
              allowTypeImports: true,
              message:
                'The app imports types from schemas/, values only from its zod-free modules (values, duration, validation); its schemas are in src/api/schemas.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: core.map((folder) => `${folder}/**/*.ts`),
    languageOptions: { globals: globals.es2022 },
    rules: { 'no-restricted-imports': restrict(coreOnlyZod) },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
