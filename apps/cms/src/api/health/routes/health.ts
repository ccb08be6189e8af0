// Health checks for the orchestrator (docker-compose.yml) and the site's /readyz. Open, no data.
// GET /api/health/live: the process answers (like Strapi's /_health). GET /api/health/ready: the
// database answers a trivial query too.
const open = () => ({ auth: false as const, policies: [], middlewares: [] })

export default {
  routes: [
    { method: 'GET', path: '/health/live', handler: 'health.live', config: open() },
    { method: 'GET', path: '/health/ready', handler: 'health.ready', config: open() },
    // Only when the test suite starts the CMS with CMS_TEST_ROUTES=true (tests/graceful-shutdown.test.ts):
    // a request that is slow on purpose. Never registered otherwise.
    ...(process.env.CMS_TEST_ROUTES === 'true'
      ? [{ method: 'GET', path: '/health/test-slow', handler: 'health.testSlow', config: open() }]
      : []),
  ],
}
