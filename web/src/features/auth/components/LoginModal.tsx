import { lazy, Suspense, useEffect } from 'react';
import { completeRedirectSignIn } from '../api';
import { isUserCancel, socialErrorKey } from '../errors';
import { recallSocialMode, useLoginDialog } from '../store';
import { useAuth } from '../useAuth';

const LoginDialog = lazy(() => import('./LoginDialog'));

/** The login/signup dialog, mounted once in the app shell and opened through useLoginDialog. */
export function LoginModal() {
  const { open, show, hide } = useLoginDialog();
  const { user } = useAuth();

  // A Google redirect that failed comes back here with its error: reopen the dialog to say so.
  useEffect(() => {
    completeRedirectSignIn().catch((error: unknown) => {
      if (!isUserCancel(error)) {
        const previous = recallSocialMode();
        show(previous, socialErrorKey(previous));
      }
    });
  }, [show]);

  // Success closes the dialog, whichever way the user signed in.
  useEffect(() => {
    if (user && open) hide();
  }, [user, open, hide]);

  if (!open || user) return null;
  // The dialog appears once its form has loaded: no empty frame, and nothing to click before it works.
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
