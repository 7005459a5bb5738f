import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: each may import only itself, lib, components and config. */
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Features with a public entry (`features/<name>/index.ts`): the few components other features
 * compose (docs/decisions/018-web-feature-public-entries.md). Everything else inside a feature
 * stays private to it; `import-x/no-cycle` keeps the entries from forming a loop.
 */
const publicEntries = webFeatures.filter((feature) =>
  existsSync(new URL(`apps/web/src/features/${feature}/index.ts`, import.meta.url)),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/test/api-client/schema.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'multi-line'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Import boundaries, resolved the way TypeScript resolves them (the web's `@/` alias and
    // the workspace packages' `exports` included).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'packages/license-client/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // File and folder names are kebab-case; role suffixes (`x.routes.ts`, `x.test.ts`,
    // `x.d.ts`) are middle extensions and are not checked. React components are PascalCase
    // exports inside kebab-case files.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The zod-free rules of the shared package depend on nothing but themselves: no zod, no
    // schema files. The schema files import the rules, never the other way round, and the web
    // app's first-paint code can import the rules without loading zod.
    files: ['packages/shared/src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              message: 'rules/ stays free of zod; put schemas in the files beside the folder.',
            },
            {
              group: ['../*', '@codebazaar/shared', '@codebazaar/shared/*'],
              message:
                'rules/ imports only from itself; declare the type it needs as an interface here.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demos Codebazaar serves (apps/server/demos): plain scripts that run in the browser.
    files: ['apps/server/demos/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The web app depends one way: app → features → components, lib, config. Features never
    // import each other (routes in app/ compose them) and never import the app.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, ...publicEntries.map((entry) => `./${entry}/index.ts`)],
              message:
                "Features do not reach into each other: use the other feature's public entry (features/<name>/index.ts), or move what both need to lib/ or components/.",
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app; the app imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared web code never imports a feature or the app (its tests may render the app).
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/{components,lib,config}/**',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Icons are drawn from one sprite (components/ui/icons.tsx, ADR 024): lucide-react's own
    // components write each icon's whole SVG into the page.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import icons from '@/components/ui/icons' (add the icon there if new).",
            },
          ],
        },
      ],
    },
  },
  {
    // The app shell (the first-paint chunk) takes only types from the shared package's main
    // entry, whose modules build zod schemas at load time; values come from its rules entry.
    files: ['apps/web/src/{app,components,lib}/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    // The report dialog is a lazy chunk of its own (report-button.tsx imports it on first use):
    // its form validates with the shared request schema without touching the first paint.
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/components/moderation/report-dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@codebazaar/shared',
              allowTypeImports: true,
              message: 'Import values from @codebazaar/shared/rules: the main entry loads zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // Drizzle stays behind repositories and db/ (docs/ARCHITECTURE.md#layers).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/auth.session.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Query only in *.repository.ts' },
          ],
        },
      ],
    },
  },
  {
    // A module never imports another module's service or repository: collaboration goes through
    // the instance the other module's plugin decorated (app.auth, app.licenses, app.projects...)
    // or an event (license-events). Types may still be imported (`import type`): a service may
    // name the type of the one it is handed.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.(service|repository)$',
              allowTypeImports: true,
              message:
                "Use the other module's decorated service (app.<module>); shared helpers live in lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each service and repository is built once, in its module's plugin (<f>.plugin.ts), and
    // decorated on the instance: importing a create*Service / create*Repository factory anywhere
    // else would build a second one (with its own caches). Tests and the seed may build their own.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.plugin.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/\\.(service|repository)$/] > ImportSpecifier[imported.name=/^create\\w*(Service|Repository)$/]',
          message:
            "Services and repositories are built once, in the module's plugin; read the decorated instance.",
        },
      ],
    },
  },
  {
    // The same outside the modules: app.ts, plugins, seo, integrations and main.ts read the
    // decorated instances and never build a module's service or repository themselves.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**',
      '**/*.test.ts',
      'apps/server/src/db/seed.ts',
      'apps/server/src/db/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/modules.[\\w-]+.[\\w.-]+\\.(service|repository)$/] > ImportSpecifier[imported.name=/^create\\w*(Service|Repository)$/]',
          message:
            "Services and repositories are built once, in the module's plugin; read the decorated instance.",
        },
      ],
    },
  },
  {
    // Plugins are below the modules: modules use the plugins' hooks and types, and plugins know
    // nothing of the modules (the auth plugin gets its session resolver passed in, and session
    // tokens live in lib/).
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/modules',
              message: 'Plugins do not import modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Infrastructure never reaches into a module's service: integrations, seo and db are used
    // by services, not the other way round.
    files: ['apps/server/src/{integrations,seo,db}/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/{integrations,seo,db}/**',
              from: './apps/server/src/modules/*/*.service.ts',
              message: 'integrations, seo and db do not import module services.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
