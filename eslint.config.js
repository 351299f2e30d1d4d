import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import testSupport from './eslint/testSupportImports.js';

// HTML and new windows (docs/security.md #2): rich text is rendered by one component only
// (renderer/fields/richText.tsx, through DOMPurify); new-tab links and windows never get a handle on the console.
const RICH_TEXT_COMPONENT = 'renderer/fields/richText.tsx';
const NO_RAW_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: `HTML is rendered only by ${RICH_TEXT_COMPONENT} (RichTextHtml), which sanitises it.`,
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: `HTML is rendered only by ${RICH_TEXT_COMPONENT} (RichTextHtml), which sanitises it.`,
  },
];
const SAFE_NEW_WINDOWS = [
  {
    selector:
      "JSXOpeningElement:has(> JSXAttribute[name.name='target'][value.value='_blank']):not(:has(> JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
    message: 'A target="_blank" link needs rel="noopener noreferrer".',
  },
  {
    selector: "CallExpression[callee.object.name='window'][callee.property.name='open']:not([arguments.2.value='noopener,noreferrer'])",
    message: "window.open needs the features 'noopener,noreferrer' (or use openInNewWindow / openConsolePath of src/layout/openWindow.ts).",
  },
];
const NO_DOM_HTML = [
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: `Write text, or render HTML through ${RICH_TEXT_COMPONENT}.`,
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: `Write text, or render HTML through ${RICH_TEXT_COMPONENT}.`,
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'document.write is not used in the console.',
  },
];

// Dependencies point one way: src → renderer → nothing of ours; server-mock imports neither; both may import contracts/,
// which imports nothing of ours.
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
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...SAFE_NEW_WINDOWS],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_RAW_HTML, ...SAFE_NEW_WINDOWS, ...NO_DOM_HTML] },
  },
  {
    files: [RICH_TEXT_COMPONENT],
    rules: { 'no-restricted-syntax': ['error', ...SAFE_NEW_WINDOWS, ...NO_DOM_HTML] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '../src/*', '../../src/*'],
              message: 'renderer/ must not import src/: the shell registers what the renderer needs.',
            },
            { group: ['**/server-mock/**'], message: 'renderer/ must not import server-mock/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server-mock/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/renderer/**'],
              message: 'server-mock/ is a separate peer: it may read schemas/ but never import the console.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server-mock/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/renderer/**'],
              message: 'server-mock/ is a separate peer: it may read schemas/ but never import the console.',
            },
            {
              group: ['**/services', '**/services/**'],
              message: 'the engine never imports services/: they register with it (services/extensions.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/renderer/**', '**/server-mock/**'],
              message: 'contracts/ is shared by the console and the mock: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server-mock/**'], message: 'the console never imports the mock backend.' }] },
      ],
    },
  },
  {
    // Production code never imports test support (eslint/testSupportImports.js; README.md, Tests › Test support).
    files: [
      'src/**/*.{ts,tsx}',
      'renderer/**/*.{ts,tsx}',
      'server-mock/**/*.ts',
      'contracts/**/*.ts',
      'schemas/meta/lib/**/*.ts',
      'scripts/**/*.{ts,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'test-support': testSupport },
    rules: { 'test-support/no-import-in-production': 'error' },
  },
);
