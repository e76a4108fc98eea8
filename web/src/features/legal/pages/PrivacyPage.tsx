import { LegalDocument } from '../components/LegalDocument';

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
