// What `firebase deploy` would upload for the functions codebase, listed by firebase-tools' own packaging code
// (the zip it builds for Cloud Functions), so the check cannot drift from how a deploy really filters files.
// The upload is readable by anyone who can view the function's source (console, sources bucket, built image),
// so no local secret or env file may be in it (security review M2). `.env` and `.env.<project>` params still
// deploy: firebase-tools reads them from the local folder and sets them as environment variables.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);

/** `.env*`, `.secret*`, `*.local` and the legacy runtime config, at any depth. */
export const SECRET_FILE = /(^|\/)(\.env|\.secret|\.runtimeconfig\.json$)|\.local$/;

/** The functions entry of firebase.json (the default codebase). */
export function functionsConfig(configFile = path.join(repoRoot, 'firebase.json')) {
  const { functions } = JSON.parse(readFileSync(configFile, 'utf8'));
  return [functions].flat()[0];
}

/** Names of the entries of a zip file, read from its central directory. */
export function zipEntryNames(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names.sort();
}

/** Paths (relative, `/`-separated) that a deploy of `sourceDir` with this ignore list would upload. */
export async function packagedFiles(sourceDir, ignore) {
  const { prepareFunctionsUpload } = require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js');
  // firebase-tools appends its own entries to the list it is given, so it gets a copy.
  const { pathToSource } = await prepareFunctionsUpload(
    repoRoot,
    sourceDir,
    { ignore: [...ignore] },
    [],
    undefined,
    {
      exportType: 'zip',
    },
  );
  try {
    return zipEntryNames(readFileSync(pathToSource));
  } finally {
    rmSync(pathToSource, { force: true });
  }
}

export const secretFiles = (files) => files.filter((file) => SECRET_FILE.test(file));
