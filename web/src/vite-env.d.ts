/// <reference types="vite/client" />

/** Emulator ports read from firebase.json at build time (see vite.config.ts). */
declare const __EMULATOR_PORTS__: {
  auth: number;
  firestore: number;
  storage: number;
  functions: number;
  hosting: number;
};

/** The emulator suite's project id, the default project of .firebaserc (see vite.config.ts). */
declare const __EMULATOR_PROJECT_ID__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_CEO?: string;
  readonly VITE_COMPANY_REGISTRATION_NO?: string;
  readonly VITE_COMPANY_TELECOM_SALES_NO?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_PHONE?: string;
  readonly VITE_CLAIM_USERS?: string;
  readonly VITE_CLAIM_RATING?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
