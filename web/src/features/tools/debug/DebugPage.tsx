import { DebugPanel } from './DebugPanel';
import { DebugShell } from './DebugShell';

type Props = { variant?: 'debug' | 'authTest' };

/** /debug (and /auth-test, the same checks under its own title): open in the emulators, admins only deployed. */
export default function DebugPage({ variant = 'debug' }: Props) {
  return (
    <DebugShell page={variant}>
      <DebugPanel />
    </DebugShell>
  );
}
