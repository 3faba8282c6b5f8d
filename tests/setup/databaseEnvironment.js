// The integration tier's test environment: jest's node environment, plus this worker's PGlite
// databases (tests/setup/workerDatabases.js) offered to the file as `globalThis.__vnfinWorkerDatabases`.
// createTestDatabase (src/server/db/testing.ts) borrows one there; at the end of the file every
// database it did not give back is given back (emptied) here.
const NodeEnvironment = require('jest-environment-node').TestEnvironment;
const { leasesForFile } = require('./workerDatabases');

class DatabaseEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.leases = leasesForFile();
    this.global.__vnfinWorkerDatabases = this.leases;
  }

  async teardown() {
    await this.leases.releaseAll();
    await super.teardown();
  }
}

module.exports = DatabaseEnvironment;
