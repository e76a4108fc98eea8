import { DISPLAY_NAME_MAX } from '@contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';
import { saveDisplayName } from '../api';
import { useAuth } from '../../auth';

export function DisplayNameForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('account');
  const { user, refreshUser } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error' | 'empty'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setStatus('empty');
      return;
    }
    setStatus('saving');
    try {
      await saveDisplayName(clean);
      await refreshUser();
      setName(clean);
      setStatus('saved');
      onSaved();
    } catch {
      setStatus('error');
    }
  }

  const unchanged = name.trim() === (user?.displayName ?? '');
  return (
    <form className="profile-field" onSubmit={submit} noValidate>
      <label className="profile-field__label" htmlFor="profile-name">
        {t('profile.displayName')}
      </label>
      <div className="profile-field__row">
        <input
          id="profile-name"
          className="auth-form__input"
          value={name}
          maxLength={DISPLAY_NAME_MAX}
          placeholder={t('profile.displayNamePlaceholder')}
          onChange={(e) => {
            setName(e.target.value);
            setStatus('idle');
          }}
          disabled={status === 'saving'}
        />
        <Button type="submit" disabled={status === 'saving' || unchanged}>
          {status === 'saving' ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
      <p className="profile-field__status" role="status">
        {status === 'saved' && <span className="is-ok">{t('profile.saved')}</span>}
        {status === 'error' && <span className="is-error">{t('profile.saveFailed')}</span>}
        {status === 'empty' && <span className="is-error">{t('profile.nameRequired')}</span>}
      </p>
    </form>
  );
}
