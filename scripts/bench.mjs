// `npm run bench`: the performance benchmark of design.md (site vs. Strapi REST, requests/s,
// p50/p99, errors, home page JavaScript size). It is built with the public content pages; until then
// this placeholder says so and exits without measuring anything.
console.log('npm run bench: not available yet. The benchmark arrives with the public content pages (list, detail and the cached fast path).')
