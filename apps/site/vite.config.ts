import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    // The CMS workspace hoists React 18 to the repository root; always use the site's React 19.
    dedupe: ['react', 'react-dom'],
  },
  ssr: {
    // Packages that import React are bundled so their `react` resolves to the site's copy.
    noExternal: ['react-router', '@react-router/express', '@react-router/node', 'sonner'],
  },
  build: {
    // Keep fingerprinted assets in /assets so the server can mark them immutable.
    assetsDir: 'assets',
    cssMinify: true,
    rollupOptions: {
      // The server build is the Express app of server/app.ts, which imports the React Router build.
      ...(isSsrBuild ? { input: './server/app.ts' } : {}),
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
