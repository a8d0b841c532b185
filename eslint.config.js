import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Each folder under `parent` may import from no sibling folder: features and modules share
// through lib/, components/ and the server's shared folders instead. `allowed` lists, per
// folder, the sibling files it still imports.
const siblingsApart = (parent, allowed = {}) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${parent}/${name}`,
      from: parent,
      except: [`./${name}`, ...(allowed[name] ?? []).map((file) => `./${file}`)],
      message: `${name} may not reach into another folder of ${parent}; share through a common folder.`,
    }));

// Server modules that still use another module's repository or service: the account export
// and deletion span every table, a chat lists attached documents, a decision import writes
// claims, disabilities and rating optimizations. Each is a debt to pay by passing the
// dependency in from app.ts; nothing may be added here.
const moduleImportsToPayBack = {
  account: [
    'chat/chat.repository.ts',
    'claims/claims.repository.ts',
    'documents/documents.repository.ts',
    'profile/profile.repository.ts',
  ],
  chat: ['documents/documents.repository.ts'],
  documents: [
    'claims/claims.repository.ts',
    'disabilities/disabilities.repository.ts',
    'disabilities/guidance.service.ts',
    'disabilities/rating-optimizations.repository.ts',
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'tmp',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports only go downwards: domain and contracts never reach into client or server.
    files: ['src/domain/**/*.ts', 'src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/client/**', 'node:*', 'fs', 'path'] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/client/**'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files when following imports and sees no cycle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Imports of types only are erased at build time, so they close no loop at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...siblingsApart('src/client/features'),
            ...siblingsApart('src/server/modules', moduleImportsToPayBack),
          ],
        },
      ],
    },
  },
);
