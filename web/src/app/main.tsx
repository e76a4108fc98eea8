import '../shared/lib/zodSetup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { detectInitialLanguage, SOURCE_LANGUAGE } from '../shared/lib/language';
import '../shared/ui/tokens.css';
import '../shared/ui/base.css';
import { createI18n, FIRST_SCREEN_NAMESPACES } from './i18n';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

async function start() {
  // Translations load before the first render so visitors never see raw keys or a language flash.
  const i18n = await createI18n(detectInitialLanguage(), FIRST_SCREEN_NAMESPACES).catch(() =>
    createI18n(SOURCE_LANGUAGE, FIRST_SCREEN_NAMESPACES),
  );
  document.documentElement.lang = i18n.resolvedLanguage ?? SOURCE_LANGUAGE;
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
