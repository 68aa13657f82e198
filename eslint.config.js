// ESLint flat config: type-aware TypeScript rules (typescript-eslint's recommendedTypeChecked, no deprecated APIs) and
// React hooks rules. Type-aware rules need the generated types (.react-router/types, src/generated): `npm run lint`
// writes them first.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-*',
      '.cache',
      '.bench',
      '.build',
      '.react-router',
      // wrangler pages dev's bundle of functions/ (npm start, the e2e tests).
      '.wrangler',
      'src/generated',
      'public',
      'node_modules',
      'content',
      // A package of its own (scripts/imagery/package.json), typechecked by its own tsconfig.
      'scripts/imagery',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Each file is checked with the tsconfig.json that includes it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  // JavaScript files (this config, the Node launcher scripts/node-lts.cjs) are in no tsconfig.
  { files: ['**/*.{js,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
)
