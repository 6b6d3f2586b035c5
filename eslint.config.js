import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './eslint/noLiteralText.js';

const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML becomes elements through lib/sanitize; never inject HTML.',
};

/**
 * A selector callback that reaches into the state (`(s) => s.timelines[key]`) instead of
 * calling a named selector from store/.
 */
const stateReads = ['s', 'state'].map((name) => ({
  selector: `CallExpression[callee.name=/^use(App)?Selector$/] > ArrowFunctionExpression:first-child[params.0.name='${name}'] MemberExpression[object.name='${name}']`,
  message: 'Read the store through a named selector from store/ (e.g. selectTimeline).',
}));

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'bench/results.json', 'e2e/artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // RTK's idiom for thunks without an argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
      // Records keyed by id are deleted by key.
      '@typescript-eslint/no-dynamic-delete': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A number in a template reads as String(n) would: CSS lengths, counts, ports, limits.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`: a handler's shorthand arrow returns nothing anyone reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `async` keeps the promise contract of Fastify handlers and store stand-ins; a throw rejects.
      '@typescript-eslint/require-await': 'off',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Generated data, and tests that read as one list of cases per unit.
    files: ['src/components/emoji/unicodeEmojiData.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  {
    files: ['src/components/**', 'src/features/**'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...stateReads] },
  },
  // The layers: wire -> edge -> store -> screen.
  {
    files: ['src/lib/**'],
    rules: layer(
      [
        '**/api/**',
        '**/entities/**',
        '**/store/**',
        '**/features/**',
        '**/components/**',
        'react',
        'react-*',
      ],
      'lib/ is pure: it imports nothing from the rest.',
    ),
  },
  {
    files: ['src/entities/**', 'src/api/**'],
    ignores: ['src/**/*.test.ts'],
    rules: layer(
      ['**/store/**', '**/features/**', '**/components/**', '**/app/**', 'react', 'react-*'],
      'The wire and the edge know nothing of the store or the screens.',
    ),
  },
  {
    files: ['src/features/**'],
    rules: layer(
      ['**/api/**', '**/api'],
      'Screens read the store; only store thunks call api/, only entities/ knows the wire.',
    ),
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/api'],
              message:
                'Screens read the store; only store thunks call api/, only entities/ knows the wire.',
            },
            {
              group: ['**/features/**', '**/features'],
              message: 'Components are shared by features; they never import one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**'],
    ignores: ['src/**/*.test.ts'],
    rules: layer(['**/api/types', '**/api/types/*'], 'Only entities/ knows the wire shape.'),
  },
  {
    files: ['server/**', 'e2e/**', 'bench/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
