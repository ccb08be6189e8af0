// Health checks for the orchestrator (docker-compose.yml) and the site's /readyz. Open, no data.
// GET /api/health/live: the process answers (like Strapi's /_health). GET /api/health/ready: the
// database answers a trivial query too.
const open = () => ({ auth: false as const, policies: [], middlewares: [] })

export default {
  routes: [
    { method: 'GET', path: '/health/live', handler: 'health.live', config: open() },
    { method: 'GET', path: '/health/ready', handler: 'health.ready', config: open() },
  ],
}
