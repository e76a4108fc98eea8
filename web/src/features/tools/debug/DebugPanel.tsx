import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Badge, Button, Card } from '../../../shared/ui';
import { API_BASE, probe, tokenStart, type ProbeResult } from '../api';

/** The two calls of spec §2: one that needs no token, one that needs it. */
const CALLS = [
  { id: 'public', path: '/health', withToken: false },
  { id: 'auth', path: '/pricing/credits', withToken: true },
] as const;
type CallId = (typeof CALLS)[number]['id'];
type Answer = ProbeResult & { id: CallId; path: string };

/**
 * /debug and /auth-test: where the API is, who is signed in, the start of the ID token (never the rest of it)
 * and the test calls with their status, time and JSON answer.
 */
export function DebugPanel() {
  const { t } = useTranslation('tools');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [start, setStart] = useState<{ uid: string; value: string | null } | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [busy, setBusy] = useState<CallId | null>(null);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    tokenStart().then(
      (value) => live && setStart({ uid, value }),
      () => live && setStart({ uid, value: null }),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  const run = async (call: (typeof CALLS)[number]) => {
    setBusy(call.id);
    try {
      const answer = await probe(call.path, call.withToken);
      setAnswers((list) => [{ ...answer, id: call.id, path: call.path }, ...list]);
    } finally {
      setBusy(null);
    }
  };

  const shownStart = uid && start?.uid === uid ? start.value : null;
  return (
    <div className="tool-grid tool-grid--2">
      <Card className="tool-card">
        <dl className="debug-facts">
          <dt>{t('debug.apiUrl')}</dt>
          <dd data-testid="debug-api-url">{`${window.location.origin}${API_BASE}`}</dd>
          <dt>{t('debug.userId')}</dt>
          <dd data-testid="debug-user-id">{uid ?? t('debug.notSignedIn')}</dd>
          <dt>{t('debug.tokenStart')}</dt>
          <dd data-testid="debug-token-start">{shownStart ?? t('debug.noToken')}</dd>
        </dl>
        <div className="tool-actions">
          {CALLS.map((call) => (
            <Button
              key={call.id}
              variant={call.withToken ? 'primary' : 'secondary'}
              onClick={() => void run(call)}
              disabled={busy !== null || (call.withToken && !uid)}
              data-testid={`debug-call-${call.id}`}
            >
              {t(`debug.calls.${call.id}`)}
            </Button>
          ))}
        </div>
        {!uid && <p className="tool-note">{t('debug.signInForAuth')}</p>}
      </Card>
      <Card className="tool-card" aria-live="polite">
        <h2>{t('debug.results')}</h2>
        {answers.length === 0 && <p className="tool-note">{t('debug.empty')}</p>}
        <ol className="debug-answers">
          {answers.map((answer, n) => (
            <li key={answers.length - n} data-testid={`debug-answer-${answer.id}`}>
              <p className="debug-answer__head">
                <code>{`GET ${answer.path}`}</code>
                <Badge tone={answer.withToken ? 'brand' : 'soft'}>
                  {t(answer.withToken ? 'debug.withToken' : 'debug.withoutToken')}
                </Badge>
                <Badge tone={answer.status >= 200 && answer.status < 300 ? 'success' : 'accent'}>
                  {answer.status ? t('debug.status', { status: answer.status }) : t('debug.noAnswer')}
                </Badge>
                <span>{t('debug.time', { ms: answer.ms })}</span>
              </p>
              <pre className="code-block debug-json">{JSON.stringify(answer.body, null, 2)}</pre>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
