import { useTranslation } from 'react-i18next';
import { Button, cx, LinkButton, Skeleton } from '../../../shared/ui';
import { useAuth, useLoginDialog } from '../../auth';

type Props = {
  /** Which copy to use; the closing call to action also sits on a dark gradient and uses light buttons. */
  section: 'hero' | 'cta';
  className?: string;
};

/** Spec §2: logged-out visitors get sign up and log in, signed-in users get get started and view gallery. */
export function LandingActions({ section, className }: Props) {
  const { t } = useTranslation('landing');
  const { user, loading } = useAuth();
  const showLogin = useLoginDialog((s) => s.show);
  const onDark = section === 'cta';
  const primary = onDark ? 'light' : 'primary';
  const secondary = onDark ? 'outline-light' : 'secondary';

  if (loading) {
    // Same footprint as the buttons, so the page does not jump when the auth state arrives.
    return (
      <div className={cx('landing-actions', className)} aria-hidden>
        <Skeleton width={168} height={54} radius={999} />
        <Skeleton width={128} height={54} radius={999} />
      </div>
    );
  }

  return (
    <div className={cx('landing-actions', className)}>
      {user ? (
        <>
          <LinkButton to="/instant-new" variant={primary} size="lg">
            {t(`${section}.getStarted`)}
          </LinkButton>
          <LinkButton to="/gallery" variant={secondary} size="lg">
            {t(`${section}.viewGallery`)}
          </LinkButton>
        </>
      ) : (
        <>
          <Button variant={primary} size="lg" onClick={() => showLogin('signup')}>
            {t(`${section}.signup`)}
          </Button>
          <Button variant={secondary} size="lg" onClick={() => showLogin('login')}>
            {t(`${section}.login`)}
          </Button>
        </>
      )}
    </div>
  );
}
