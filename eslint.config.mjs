// @ts-check
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverImportBan = {
  group: ['@/server', '@/server/*', '**/server/*', '../server', '../server/*', '../../server/*'],
  message: 'src/server is server-only: call it from src/pages (getServerSideProps, api routes) instead.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'dist/',
      '.data/',
      'coverage/',
      'next-env.d.ts',
      'src/server/db/migrations/',
      '*.config.js',
      '*.config.mjs',
      '.dependency-cruiser.cjs',
      'tests/e2e/*.js',
      'tests/setup/*.js',
      'public/',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message:
                'Use the typed hooks of src/application/hooks.ts (useAppSelector, useAppDispatch, useAppStore).',
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks are defined from the raw ones.
    files: ['src/application/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/**', 'src/application/**', 'src/lib/**', 'src/components/**', 'src/common/**'],
    ignores: ['src/application/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message:
                'Use the typed hooks of src/application/hooks.ts (useAppSelector, useAppDispatch, useAppStore).',
            },
          ],
          patterns: [serverImportBan],
        },
      ],
    },
  },
  {
    // Tests may reach into the server (for example to encrypt a hashCode the client must read).
    files: ['**/__tests__/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of src/application/hooks.ts.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Drizzle's lint rules in spirit: no UPDATE or DELETE without WHERE, enforced by review of the
    // repository layer; scripts may log to the console.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
