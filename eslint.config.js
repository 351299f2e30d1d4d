import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependencies point one way: src → renderer → nothing of ours; server-mock imports neither.
export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.data', 'test-results', 'screenshots', 'schemas/meta/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../src/*', '../../src/*'], message: 'renderer/ must not import src/: the shell registers what the renderer needs.' }, { group: ['**/server-mock/**'], message: 'renderer/ must not import server-mock/.' }] }],
    },
  },
  {
    files: ['server-mock/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/renderer/**'], message: 'server-mock/ is a separate peer: it may read schemas/ but never import the console.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server-mock/**'], message: 'the console never imports the mock backend.' }] }],
    },
  },
);
