import 'i18next';
import type common from '../../locales/ko/common.json';
import type landing from '../../locales/ko/landing.json';
import type auth from '../../locales/ko/auth.json';
import type account from '../../locales/ko/account.json';
import type payments from '../../locales/ko/payments.json';
import type credits from '../../locales/ko/credits.json';
import type studio from '../../locales/ko/studio.json';
import type generate from '../../locales/ko/generate.json';
import type instant from '../../locales/ko/instant.json';
import type gallery from '../../locales/ko/gallery.json';
import type tools from '../../locales/ko/tools.json';
import type idphoto from '../../locales/ko/idphoto.json';
import type legal from '../../locales/ko/legal.json';

// ko is the source language: its files type every key, so a typo in t('...') fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      auth: typeof auth;
      account: typeof account;
      payments: typeof payments;
      credits: typeof credits;
      studio: typeof studio;
      generate: typeof generate;
      instant: typeof instant;
      gallery: typeof gallery;
      tools: typeof tools;
      idphoto: typeof idphoto;
      legal: typeof legal;
    };
  }
}
