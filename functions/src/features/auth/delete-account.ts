// DELETE /account: the caller erases their own account. Data first, the Auth user next, so a failure half way
// leaves a user who can still sign in and retry; every step is idempotent. Payment records are kept detached
// (see eraseUserData). A token issued before the deletion cannot bring the user document back: openSession
// reads the Auth user first and refuses a deleted one.
// Open jobs at a paid provider are stopped there once the owner is marked as deleting (jobs/stop-owner-jobs.ts).
// Last, a Kakao or Naver account is disconnected from our app at the provider (review L2). That is a courtesy
// to the user, not part of erasing: a provider that fails or is down is logged and the deletion still succeeds.
import * as logger from 'firebase-functions/logger';
import { stopOwnerJobs, type StoppableLine } from '../../jobs';
import type { Providers } from '../../providers';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../providers/auth';
import { auth } from '../../shared/firebase';
import { instantLine } from '../instant';
import { generationLine, trainingLine } from '../studio';
import { eraseUserData } from './account.repo';

/** The adapters deletion talks to: the sign-in providers, and the providers of the user's open jobs. */
export type ErasureAdapters = Pick<Providers, 'social' | 'jobPort'>;

/** Every job line, with the adapter its jobs were started with. */
const jobLines = (jobPort: ErasureAdapters['jobPort']): StoppableLine[] => [
  { line: instantLine, portFor: (provider) => jobPort('instant', provider) },
  { line: trainingLine, portFor: (provider) => jobPort('training', provider) },
  { line: generationLine, portFor: (provider) => jobPort('generation', provider) },
];

/** The provider and member id of a Kakao or Naver uid (`<provider>:<member id>`, see social-sign-in.ts). */
export function socialMember(uid: string): { provider: SocialProviderId; memberId: string } | null {
  const at = uid.indexOf(':');
  const provider = uid.slice(0, at) as SocialProviderId;
  return at > 0 && SOCIAL_PROVIDERS.includes(provider) && at < uid.length - 1
    ? { provider, memberId: uid.slice(at + 1) }
    : null;
}

/** Erases `uid`; without adapters (tests of the data side) no provider is called. */
export async function deleteAccount(uid: string, adapters?: ErasureAdapters) {
  await eraseUserData(uid, adapters && ((owner) => stopOwnerJobs(jobLines(adapters.jobPort), owner)));
  try {
    await auth().deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  if (adapters) await unlinkSocial(uid, adapters.social);
}

async function unlinkSocial(uid: string, social: ErasureAdapters['social']) {
  const member = socialMember(uid);
  if (!member) return;
  const provider = social(member.provider);
  try {
    const outcome = provider ? await provider.unlink(member.memberId) : 'skipped';
    logger.info('social account unlinked at deletion', { provider: member.provider, outcome });
  } catch (err) {
    logger.warn('social unlink failed; the account is deleted anyway', {
      provider: member.provider,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}
