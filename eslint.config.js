import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './scripts/lib/eslint-boundaries.mjs';

// SDK boundaries (house style): vendor SDKs only in the modules that wrap them.
// `regex` anchors the package name, so our own `./firebase` wrapper module is not mistaken for the SDK.
const firebaseSdk = {
  regex: '^firebase(/.*)?$',
  message: 'Use shared/lib/firebase.ts or the feature api.ts: SDKs stay behind the wrapper modules.',
};

// User-facing text comes from locales/ (style rule 8): JSX text with a letter in it is a literal string.
const noLiteralJsxText = {
  selector: 'JSXText[value=/\\p{L}/u]',
  message: "User-facing text belongs in locales/: use t('…').",
};

// One way to call the API (issue 20): only shared/lib/apiClient.ts spells /api/v1 or sends a request; every
// feature goes through apiRequest (answers parsed with their contract schema) or apiBlob.
const apiClientOnly =
  'Call our API through shared/lib/apiClient (apiRequest with the contract schema, or apiBlob).';
const noApiPrefix = [
  { selector: 'Literal[value=/\\/api\\/v1/]', message: apiClientOnly },
  { selector: 'TemplateElement[value.raw=/\\/api\\/v1/]', message: apiClientOnly },
];
const noRequestGlobals = ['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: apiClientOnly }));
noApiPrefix.push({
  selector:
    'MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(fetch|XMLHttpRequest)$/]',
  message: apiClientOnly,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/locales/**',
      '.cache/**',
      '.emulator-data/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [firebaseSdk] }],
      'no-restricted-syntax': ['error', noLiteralJsxText, ...noApiPrefix],
      'no-restricted-globals': ['error', ...noRequestGlobals],
    },
  },
  {
    // The API client itself, and the test scaffolding that stands in for the network.
    files: ['web/src/shared/lib/apiClient.ts', 'web/src/test/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noLiteralJsxText], 'no-restricted-globals': 'off' },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' }, // test scaffolding renders its own labels
  },
  {
    files: ['web/src/shared/lib/firebase.ts', 'web/src/features/*/api.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Folder boundaries (architecture review §4.3): features through index.ts, app/ on top, web meets
    // functions only in the contracts, imaging and http under the features. Tests may mock internals.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { bitna: boundariesPlugin },
    rules: { 'bitna/imports': ['error', { aliases: { '@contracts': 'functions/src/contracts' } }] },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/providers/**',
      'functions/src/features/*/*.repo.ts',
      'functions/src/shared/firebase.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tosspayments/*', '@fal-ai/*', '@google/genai'],
              message: 'Vendor SDKs belong in functions/src/providers/**.',
            },
          ],
        },
      ],
    },
  },
);
