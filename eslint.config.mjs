// ESLint for the whole repository (`npm run lint` runs it together with Prettier and the type check).
// typescript-eslint's recommended rules everywhere, the rules of hooks and jsx-a11y in the site, and
// one architectural rule: browser code never imports a `*.server` module (the Epic Stack's habit;
// React Router strips loaders and actions from route modules, nothing strips a component's import).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const REDIRECT_RULE = {
  name: 'react-router',
  importNames: ['redirect', 'redirectDocument'],
  message:
    'Use safeRedirect (lib/http/redirect.server.ts) or authRedirect (lib/auth/redirect-status.ts): spec 9 allows 303, 307 and 308, never 302.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/.cache/**',
      '**/.turbo/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/cms/public/**',
      'apps/cms/types/generated/**',
      'apps/site/e2e/next-auth-client/**',
      'apps/site/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Tests, seed data and scripts may use `any`; the product's code may not (below).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Security code matches control characters on purpose (header and URL sanitising).
      'no-control-regex': 'off',
    },
  },
  {
    // The product's code names its types: Strapi's untyped reads through the generated types
    // (apps/cms/src/lib/rows.ts), the rest as `unknown` narrowed where it is read.
    files: ['apps/cms/src/**/*.ts', 'apps/site/app/**/*.{ts,tsx}', 'apps/site/server/**/*.{ts,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/cms/src/seed/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One way to redirect: lib/http/redirect.server.ts (a path on this site, 303 by default) and the
    // auth flows' lib/auth/redirect-status.ts (307 for a GET). React Router's bare `redirect` says 302.
    files: ['apps/site/app/**/*.{ts,tsx}'],
    ignores: ['apps/site/app/lib/http/redirect.server.ts', 'apps/site/app/lib/auth/redirect-status.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REDIRECT_RULE],
        },
      ],
    },
  },
  {
    // Code that runs in the browser: components and the site's shared (non-server) modules.
    files: ['apps/site/app/components/**/*.{ts,tsx}', 'apps/site/app/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', 'apps/site/app/lib/auth/redirect-status.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REDIRECT_RULE],
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '**/*.server.js'],
              allowTypeImports: true,
              message: 'Browser code must not import a *.server module; move the shared part into a module without .server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their argument `use`, which the rules of hooks mistake for React's.
    files: ['apps/site/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
