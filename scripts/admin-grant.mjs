// `npm run admin:grant -- <email> [--revoke] [--project <id>]`: sets (or removes) the `admin` custom claim.
// Against the running emulators by default (npm start), or a real project with --project and Application
// Default Credentials. The user must sign in again (or refresh their ID token) for the claim to take effect.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, emulatorClientEnv } from './lib/ports.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const project = flag('--project');
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));
if (!email) {
  console.error('Usage: npm run admin:grant -- <email> [--revoke] [--project <id>]');
  process.exit(1);
}
if (!project) Object.assign(process.env, emulatorClientEnv());

const auth = getAuth(initializeApp({ projectId: project ?? PROJECT_ID }));
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  console.log(
    `${revoke ? 'Revoked' : 'Granted'} admin for ${email} (${user.uid}) on ${project ?? 'the emulators'}.`,
  );
} catch (err) {
  console.error(`✖ ${err.code === 'auth/user-not-found' ? `no user with email ${email}` : err.message}`);
  process.exit(1);
}
