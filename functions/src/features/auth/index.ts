// What other features may use of accounts: the consent the studio's face analysis needs.
export { requireBiometricConsent } from './consents';
