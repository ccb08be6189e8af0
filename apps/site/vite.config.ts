import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * The React Router plugin pre-bundles react-router-dom whenever it can resolve it; the copy it
 * finds is the CMS's v6 at the repository root, which the site never uses and which breaks
 * `--dev`. Drop it from the dependency optimiser.
 */
function withoutReactRouterDom(): Plugin {
  return {
    name: 'talentstad:without-react-router-dom',
    enforce: 'post',
    config(config) {
      const include = config.optimizeDeps?.include
      if (include) config.optimizeDeps!.include = include.filter((name) => name !== 'react-router-dom')
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), withoutReactRouterDom()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    // The CMS workspace hoists React 18 to the repository root; always use the site's React 19.
    dedupe: ['react', 'react-dom'],
  },
  ssr: {
    // Packages that import React are bundled so their `react` resolves to the site's copy.
    noExternal: ['react-router', '@react-router/express', '@react-router/node', 'sonner', /^@conform-to\//],
  },
  build: {
    // Keep fingerprinted assets in /assets so the server can mark them immutable.
    assetsDir: 'assets',
    // No source maps: none can be served from /assets (docs/decisions/0016; e2e/monitoring.spec.ts checks).
    sourcemap: false,
    cssMinify: true,
    rollupOptions: {
      // The server build is the Express app of app/express.server.ts, which imports the React Router build.
      ...(isSsrBuild ? { input: './app/express.server.ts' } : {}),
      treeshake: {
        // @talentstad/types has no side effects; without this hint its zod schemas (and zod)
        // would land in the browser bundle of every page that only needs a constant.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]types[\\/]dist[\\/]/.test(id),
      },
    },
  },
  server: {
    // The Express server owns the port; Vite only runs as middleware in --dev mode.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
}))
