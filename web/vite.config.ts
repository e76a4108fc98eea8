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

// .firebaserc's default project is the emulator suite's project id, as for the scripts: one source, no literal.
function readEmulatorProjectId(): string {
  const firebaserc = JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')) as {
    projects?: { default?: string };
  };
  const id = firebaserc.projects?.default;
  if (!id) throw new Error('.firebaserc names no default project');
  return id;
}

const emulatorProjectId = readEmulatorProjectId();

// The API is several HTTPS functions (api, payments, imaging); Hosting rewrites each /api/v1 prefix to its
// function, in production and in the Hosting emulator. The dev server sends /api to the Hosting emulator, so the
// rewrites in firebase.json are the only routing table.
const hostingBase = `http://127.0.0.1:${emulatorPorts.hosting}`;

export default defineConfig({
  root: webDir,
  plugins: [react()],
  resolve: {
    // The wire contract (zod schemas shared with the API) lives in functions/; one source for both sides.
    // `@contracts/<file>` reaches one file without the rest (and without zod).
    alias: [
      {
        find: /^@contracts(\/.*)?$/,
        replacement: fileURLToPath(new URL('../functions/src/contracts', import.meta.url)) + '$1',
      },
    ],
  },
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts),
    __EMULATOR_PROJECT_ID__: JSON.stringify(emulatorProjectId),
  },
  server: {
    proxy: {
      '/api': { target: hostingBase, changeOrigin: true },
    },
    fs: {
      // Locale files live at the repository root, shared with functions.
      allow: [repoRoot],
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Firestore SDK is one ~560 kB chunk, loaded lazily on first use (shared/lib/firebase.ts); the default
    // 500 kB warning would fire on every build without pointing at anything actionable.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every page needs, one chunk each, named: they change less often than our code, so a
        // release keeps them cached, and the bundle report reads as what it is. Everything else is split by
        // import (the Firebase SDK, zod and each feature load with the first page that needs them).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
