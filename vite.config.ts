import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdLeanInternalImports } from './scripts/vite/antdLeanImports';
import { contentSecurityPolicy } from './scripts/vite/contentSecurityPolicy';
import { preloadFilter } from './scripts/vite/preloadFilter';
import { prepaintedSignIn } from './scripts/vite/prepaintedSignIn';
import { simulatorSeed } from './scripts/vite/simulatorSeed';

const preload = preloadFilter();

export default defineConfig({
  plugins: [
    react(),
    antdLeanInternalImports(),
    preload.plugin,
    prepaintedSignIn(),
    contentSecurityPolicy(),
    simulatorSeed(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The API simulator, a package of its own beside the portal (simulator/README.md).
      '@simulator': fileURLToPath(new URL('./simulator/src', import.meta.url)),
      // The portal's test support (drivers, the test clock): for tests only (lint).
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      // msw's cookie jar needs only an approximation of tldts: simulator/src/lib/tldtsLite.ts.
      tldts: fileURLToPath(new URL('./simulator/src/lib/tldtsLite.ts', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
  },
});
