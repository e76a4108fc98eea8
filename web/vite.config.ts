import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

type EmulatorEntry = { host?: string; port?: number };

// firebase.json is the single source of truth for emulator ports: reading it here keeps the app, the
// emulator suite and the scripts from drifting apart when a port changes.
function readEmulatorPorts() {
  const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators?: Record<string, EmulatorEntry>;
  };
  const emulators = firebaseJson.emulators ?? {};
  const port = (name: string, fallback: number) => emulators[name]?.port ?? fallback;
  return {
    auth: port('auth', 9099),
    firestore: port('firestore', 8080),
    storage: port('storage', 9199),
    functions: port('functions', 5001),
    hosting: port('hosting', 5050),
  };
}

const emulatorPorts = readEmulatorPorts();

// The API is one HTTPS function; Hosting rewrites /api/** to it in production and in the Hosting emulator.
// The dev server mimics that rewrite: the path is kept, so /api/v1/health reaches .../api/api/v1/health.
const functionsBase = `http://127.0.0.1:${emulatorPorts.functions}/demo-bitna/asia-northeast3/api`;

export default defineConfig({
  root: webDir,
  plugins: [react()],
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts),
  },
  server: {
    proxy: {
      '/api': { target: functionsBase, changeOrigin: true },
    },
    fs: {
      // Locale files live at the repository root, shared with functions.
      allow: [repoRoot],
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Firestore SDK is one ~560 kB chunk, loaded lazily on first use (app/firebase.ts); the default
    // 500 kB warning would fire on every build without pointing at anything actionable.
    chunkSizeWarningLimit: 600,
  },
});
