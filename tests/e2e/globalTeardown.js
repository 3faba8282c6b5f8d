module.exports = async function globalTeardown() {
  const server = globalThis.__E2E_SERVER__;
  if (server && server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
