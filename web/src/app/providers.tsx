import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth';
import { translateApiFallbacks } from '../shared/lib/apiClient';
import { LanguageProvider } from './LanguageProvider';

/** Everything the pages rely on; tests render through this too, with a mocked auth api. */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // Before any page renders (and calls), so a failed call's fallback message is in the user's language.
  translateApiFallbacks((fallback) => i18n.t(`common:apiErrors.${fallback.key}`, fallback));
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <AuthProvider>{children}</AuthProvider>
      </LanguageProvider>
    </I18nextProvider>
  );
}
