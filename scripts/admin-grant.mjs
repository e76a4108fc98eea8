// `npm run admin:grant -- <email> [--revoke] [--project <id>]`: sets (or removes) the `admin` custom claim.
// Against the running emulators by default (npm start), or a real project with --project and Application
// Default Credentials. The user must sign in again (or refresh their ID token) for a grant to take effect.
// A grant needs an address the user has proven they own (emailVerified): anyone can sign up with any address.
// A revoke also revokes the user's refresh tokens, so the API (which checks revocation) refuses their current
// tokens at once instead of honouring the old claim for up to an hour.
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
  const providers = user.providerData.map((p) => p.providerId).join(', ') || 'custom';
  if (!revoke && !user.emailVerified) {
    console.error(
      `✖ ${email} (${user.uid}, ${providers}) has not verified this address; no claim set. ` +
        'Ask the user to verify it from their profile first.',
    );
    process.exit(1);
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  console.log(
    `${revoke ? 'Revoked' : 'Granted'} admin for ${email} (${user.uid}, ${providers}) on ${project ?? 'the emulators'}.`,
  );
} catch (err) {
  console.error(`✖ ${err.code === 'auth/user-not-found' ? `no user with email ${email}` : err.message}`);
  process.exit(1);
}
