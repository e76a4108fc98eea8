// DELETE /account: the caller erases their own account. Data first, the Auth user next, so a failure half way
// leaves a user who can still sign in and retry; every step is idempotent. Payment records are kept detached
// (see eraseUserData). A token issued before the deletion cannot bring the user document back: openSession
// reads the Auth user first and refuses a deleted one.
// Last, a Kakao or Naver account is disconnected from our app at the provider (review L2). That is a courtesy
// to the user, not part of erasing: a provider that fails or is down is logged and the deletion still succeeds.
import * as logger from 'firebase-functions/logger';
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderId } from '../../providers/auth';
import { auth } from '../../shared/firebase';
import { eraseUserData } from './account.repo';

/** The provider and member id of a Kakao or Naver uid (`<provider>:<member id>`, see social-sign-in.ts). */
export function socialMember(uid: string): { provider: SocialProviderId; memberId: string } | null {
  const at = uid.indexOf(':');
  const provider = uid.slice(0, at) as SocialProviderId;
  return at > 0 && SOCIAL_PROVIDERS.includes(provider) && at < uid.length - 1
    ? { provider, memberId: uid.slice(at + 1) }
    : null;
}

export async function deleteAccount(
  uid: string,
  social: (id: SocialProviderId) => SocialProvider | null = () => null,
) {
  await eraseUserData(uid);
  try {
    await auth().deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  await unlinkSocial(uid, social);
}

async function unlinkSocial(uid: string, social: (id: SocialProviderId) => SocialProvider | null) {
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
