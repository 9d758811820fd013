import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (README.md, Layout), checked on every import specifier. tsc -b checks the libraries each layer
 * may use (tsconfig.*.json); these rules check which files each layer may import. A later block replaces an
 * earlier one's no-restricted-imports for the files it matches, so each block lists all its patterns.
 */
const notServerOrTooling = {
  regex: '^(\\.\\./)+(server|scripts|tests)(/|$)',
  message: 'The app never imports the server, the scripts or the tests (README.md, Layout).',
};
const notPreview = {
  regex: '^(\\.\\./)+preview(/|$)',
  message: "The app does not import the preview; the router's dev-only route is the one exception.",
};
const notFeatures = {
  regex: '(^|/)features(/|$)',
  message:
    'Shared code (src/components, src/api, src/catalogue, src/i18n, src/messages) does not import a feature.',
};
const otherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\./)|(^|/)features/`,
  message:
    'A feature does not import another feature: move what both need to src/components (or src/app), or let src/app compose them.',
});
const serverOnlyCore = {
  regex: '^(\\.\\./)+(src/(?!scoring(/|$)|core/sitePaths$)|preview|tests|scripts)',
  message:
    'The server imports only the core: schemas, src/scoring and src/core/sitePaths (README.md, Layout).',
};
const coreOnlyZod = {
  regex: '^(?!\\.|zod$)',
  message:
    'The core (schemas, src/scoring, src/core/sitePaths) runs anywhere: no packages but zod, no node:*.',
};
/** The core's relative imports, from a file `depth` folders below the repository's root, stay in the core. */
const coreStaysInCore = (depth, allowedSiblings) => [
  {
    regex: `^(\\.\\./){${depth}}(?!schemas(/|$)|src/scoring(/|$)|src/core/sitePaths$)`,
    message: 'The core imports nothing outside the core.',
  },
  ...(allowedSiblings
    ? [{ regex: allowedSiblings, message: 'The core imports nothing outside the core.' }]
    : []),
];
const restrict = (...patterns) => ['error', { patterns: patterns.flat() }];

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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/router.tsx'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling, notPreview) },
  },
  {
    files: ['src/app/router.tsx'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling) },
  },
  {
    files: ['src/{components,api,catalogue,i18n,messages}/**/*.{ts,tsx}', 'src/settings.ts'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling, notPreview, notFeatures) },
  },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling, notPreview, otherFeature(1)) },
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling, notPreview, otherFeature(2)) },
  },
  {
    files: ['src/features/*/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(notServerOrTooling, notPreview, otherFeature(3)) },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(serverOnlyCore) },
  },
  {
    // zod/mini in the browser (src/api/schemas.ts): a value from a module that builds the server's schemas would
    // bring zod whole, and every schema of that module, into the download.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/scoring/**', 'src/core/sitePaths.ts', 'src/ssr/**'],
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
    files: ['schemas/*.ts'],
    languageOptions: { globals: globals.es2022 },
    rules: { 'no-restricted-imports': restrict(coreOnlyZod, coreStaysInCore(1)) },
  },
  {
    files: ['src/scoring/*.ts'],
    languageOptions: { globals: globals.es2022 },
    rules: {
      'no-restricted-imports': restrict(
        coreOnlyZod,
        coreStaysInCore(2, '^\\.\\./(?!\\.\\./|core/sitePaths$)'),
      ),
    },
  },
  {
    files: ['src/scoring/*/*.ts'],
    languageOptions: { globals: globals.es2022 },
    rules: {
      'no-restricted-imports': restrict(
        coreOnlyZod,
        coreStaysInCore(3, '^\\.\\./\\.\\./(?!\\.\\./|core/sitePaths$|scoring/)'),
      ),
    },
  },
  {
    files: ['src/core/sitePaths.ts'],
    languageOptions: { globals: globals.es2022 },
    rules: {
      'no-restricted-imports': restrict(
        coreOnlyZod,
        coreStaysInCore(2, '^\\./|^\\.\\./(?!\\.\\./|scoring/)'),
      ),
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
