import { LegalDocument } from '../components/LegalDocument';

export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
