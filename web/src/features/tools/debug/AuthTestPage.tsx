import DebugPage from './DebugPage';

/** /auth-test: the debug page's session facts and calls, titled for checking sign-in (spec §2). */
export default function AuthTestPage() {
  return <DebugPage variant="authTest" />;
}
