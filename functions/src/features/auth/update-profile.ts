// PATCH /account: the caller changes their own display name, in Auth (what the header shows) and in the user
// document (what the profile page reads). The uid comes from the verified token, so nobody edits another user.
import type { UpdateProfileRequest, UpdateProfileResponse } from '../../contracts';
import { auth } from '../../shared/firebase';
import { saveDisplayName } from './account.repo';

export async function updateProfile(
  uid: string,
  input: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  await auth().updateUser(uid, { displayName: input.displayName });
  await saveDisplayName(uid, input.displayName);
  return { displayName: input.displayName };
}
