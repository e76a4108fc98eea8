// PATCH /account: the caller changes their own display name, in Auth (what the header shows) and in the user
// document (what the profile page reads). The uid comes from the verified token, so nobody edits another user.
import { z } from 'zod';
import { auth } from '../../shared/firebase';
import { saveDisplayName } from './account.repo';

export const DISPLAY_NAME_MAX = 40;
export const updateProfileSchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});

export async function updateProfile(uid: string, input: z.infer<typeof updateProfileSchema>) {
  await auth().updateUser(uid, { displayName: input.displayName });
  await saveDisplayName(uid, input.displayName);
  return { displayName: input.displayName };
}
