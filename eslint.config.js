// @ts-check
/**
 * One lint configuration for the whole repository: typescript-eslint's strict type-checked rules for
 * every TypeScript file, the Lit and web-component rules for the client, and Prettier's switch-offs
 * last so that layout is the formatter's alone (oxfmt, which writes Prettier's format). The layering
 * rules (what may import what) live in .dependency-cruiser.cjs; `npm run lint` runs all three.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'cdk.out/', 'test-artifacts/', '.data/', 'web/public/'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The root tsconfig's one program for every TypeScript file (the engine's own stricter
        // tsconfig is the type check's: engine/tsconfig.json). Cold, the whole lint took 9% less
        // CPU this way than with the project service (three alternated runs: -2%, -17%, -8%).
        project: ['./tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers, booleans and unions of string literals read fine in messages and keys; objects
      // and nullish values (the defects this rule exists for) stay errors.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: false, allowAny: false, allowRegExp: false },
      ],
      // Unused names are the compiler's job (noUnusedLocals, noUnusedParameters); `_`-prefixed
      // parameters keep a signature's shape.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An empty environment variable means unset: `||` on strings is deliberate.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `void promise` is how the code marks a deliberately unawaited task (timers, event handlers).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Stylistic's "write `x!` rather than `x as T`" contradicts strict's no-non-null-assertion.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
    },
  },
  {
    // Plain JavaScript (this file, the store's worker thread): no types to check.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Beyond the recommended sets: the Lit and custom-element mistakes that are bugs, not taste
      // (not lit/no-this-assign-in-render: it cannot tell the template's event handlers from render code).
      'lit/attribute-names': 'error',
      'lit/lifecycle-super': 'error',
      'lit/no-invalid-escape-sequences': 'error',
      'lit/no-native-attributes': 'error',
      'lit/no-template-bind': 'error',
      'lit/no-useless-template-literals': 'error',
      'lit/no-value-attribute': 'error',
      'wc/no-closed-shadow-root': 'error',
      'wc/no-constructor-params': 'error',
      'wc/no-typos': 'error',
      'wc/require-listener-teardown': 'error',
    },
  },
  {
    files: ['web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Tests reach into fixtures they built themselves and into parsed JSON they then assert on.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fakes implement async ports without awaiting anything, and no-op callbacks stand in for listeners.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // Tests guard fixtures set in a beforeAll that may have failed (`await browser?.close()`) and
      // narrow unions again inside assertions; the type checker calls both unnecessary.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // A failure message prints whatever it was given, null and parsed JSON included.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowAny: true, allowNullish: true, allowNumber: true, allowBoolean: true },
      ],
      // Synthesized templates and other parsed JSON are read as `any`, as deep as the assertion needs.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
