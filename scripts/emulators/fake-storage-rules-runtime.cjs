// UNSUPPORTED stand-in for firebase-tools' Java "cloud-storage-rules-runtime" (JSON lines over stdin/stdout),
// used only offline where the real runtime cannot be downloaded. It does NOT evaluate storage.rules: it decides
// every client request the way our storage.rules do, which is deny. Functions use the Admin SDK, which bypasses
// rules, so the emulator behaves exactly as production for this project.
// FAKE_STORAGE_RULES=signed-in allows signed-in clients; FAKE_STORAGE_RULES=allow-all allows everything.
const rl = require('readline').createInterface({ input: process.stdin });
const out = (o) => process.stdout.write(JSON.stringify(o) + '\n');
const mode = process.env.FAKE_STORAGE_RULES || 'deny';
out({ id: -1, status: 'ok' }); // "runtime started"
rl.on('line', (line) => {
  let req;
  try {
    req = JSON.parse(line);
  } catch {
    return;
  }
  if (req.action === 'load_ruleset') {
    const src = JSON.stringify(req.context.source || '');
    const rulesVersion = /rules_version\s*=\s*\\?['"]2/.test(src) ? 2 : 1;
    out({
      id: req.id,
      status: 'ok',
      errors: [],
      warnings: ['storage.rules NOT evaluated (offline stand-in)'],
      result: { rulesVersion },
    });
  } else if (req.action === 'verify') {
    const auth = req.context.variables?.request?.map_value?.fields?.auth;
    const signedIn = !!auth && !('null_value' in auth);
    const permit = mode === 'allow-all' || (mode === 'signed-in' && signedIn);
    out({ id: req.id, status: 'ok', errors: [], warnings: [], result: { permit } });
  } else {
    out({ id: req.id, status: 'ok', errors: [], warnings: [], result: {} });
  }
});
