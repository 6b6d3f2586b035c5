import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML becomes elements through lib/sanitize; never inject HTML.',
};

/**
 * A selector callback that reaches into the state (`(s) => s.timelines[key]`) instead of
 * calling a named selector from store/. The slices whose selectors are still to come are
 * let through: compose, collections, statusLists, accountLists.
 */
const stateReads = ['s', 'state'].map((name) => ({
  selector: `CallExpression[callee.name=/^use(App)?Selector$/] > ArrowFunctionExpression:first-child[params.0.name='${name}'] MemberExpression[object.name='${name}']:not([property.name=/^(compose|collections|statusLists|accountLists)$/])`,
  message: 'Read the store through a named selector from store/ (e.g. selectTimeline).',
}));

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'bench/results.json', 'e2e/artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
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
    },
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
    files: ['src/components/**', 'src/features/**'],
    rules: layer(
      ['**/api/**', '**/api'],
      'Screens read the store; only store thunks call api/, only entities/ knows the wire.',
    ),
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
);
