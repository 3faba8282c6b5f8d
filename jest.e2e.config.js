// Browser tests: a production build served by `next start` on a loopback port with its own
// embedded database, driven by playwright-core in Debian's Chromium (see tests/e2e/README.md).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/tests/e2e/globalSetup.js',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.js',
  testTimeout: 60000,
  maxWorkers: 1,
};

module.exports = createJestConfig(config);
