/*
 * Business details for the footer (Korean e-commerce law requires them on every page). Real values come
 * from VITE_COMPANY_* at build time; the defaults are placeholders so a fresh clone still renders a
 * complete footer. Name, CEO and address fall back to translated placeholders in locales/<lng>/common.json.
 */
const env = import.meta.env;

export type CompanyInfo = {
  name: string | null;
  ceo: string | null;
  address: string | null;
  registrationNo: string;
  telecomSalesNo: string;
  email: string;
  phone: string;
};

export function readCompanyInfo(source: Partial<ImportMetaEnv> = env): CompanyInfo {
  return {
    name: source.VITE_COMPANY_NAME || null,
    ceo: source.VITE_COMPANY_CEO || null,
    address: source.VITE_COMPANY_ADDRESS || null,
    registrationNo: source.VITE_COMPANY_REGISTRATION_NO || '000-00-00000',
    telecomSalesNo: source.VITE_COMPANY_TELECOM_SALES_NO || '2025-서울강남-00000',
    email: source.VITE_COMPANY_EMAIL || 'support@bitna.example',
    phone: source.VITE_COMPANY_PHONE || '02-000-0000',
  };
}
