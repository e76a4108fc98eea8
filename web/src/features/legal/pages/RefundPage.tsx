import { LegalDocument } from '../components/LegalDocument';

export default function RefundPage() {
  return <LegalDocument doc="refund" />;
}
