import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import type { Language } from '../shared/lib/language';

/**
 * Renders a component with its own i18n instance, strings loaded. Without one a component reads whichever
 * instance an earlier test file in the worker made global, and may suspend while it loads a namespace.
 */
export async function renderWithI18n(ui: ReactNode, language: Language = 'ko') {
  const i18n = await createI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
