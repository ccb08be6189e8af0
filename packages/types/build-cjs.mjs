// Strapi loads its compiled server code as CommonJS, so the shared package ships a CJS bundle too.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: 'dist/index.cjs',
  external: ['zod'],
  logLevel: 'warning',
})
