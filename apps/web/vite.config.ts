import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const contractsSrc = fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url));
/** Where `vite` and `vite preview` send /api; override to reach a gateway on another port. */
const apiTarget = process.env.VI_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The contracts are plain declarations, so a module of theirs the SPA takes nothing from can be
 * dropped. Without this, importing a constant pulls every zod schema (and zod) into the bundle.
 */
function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'vi:contracts-without-side-effects',
    transform(code, id) {
      if (id.startsWith(contractsSrc)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), contractsWithoutSideEffects()],
  resolve: {
    alias: [
      { find: /^@vi\/contracts$/, replacement: `${contractsSrc}index.ts` },
      { find: /^@vi\/contracts\/constants$/, replacement: `${contractsSrc}constants.ts` },
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports has modulepreload and ES2022: no polyfill, no down-levelling.
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The voice platform SDK (loaded on demand by the voice page) under a name of our own, so
        // the browser tests can stand a scripted fake in for it without a seam in the app.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/@vapi-ai/web/') ? 'assets/voice-platform-sdk-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
