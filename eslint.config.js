import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// SDK boundaries (house style): vendor SDKs only in the modules that wrap them.
const firebaseSdk = {
  group: ['firebase', 'firebase/*'],
  message: 'Use app/firebase.ts or the feature api.ts: SDKs stay behind the wrapper modules.',
};

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
    },
  },
  {
    files: ['web/src/app/firebase.ts', 'web/src/features/*/api.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
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
