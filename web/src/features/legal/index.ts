export { default as TermsPage } from './pages/TermsPage';
export { default as PrivacyPage } from './pages/PrivacyPage';
export { default as RefundPage } from './pages/RefundPage';
