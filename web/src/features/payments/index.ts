export { PackageList } from './components/PackageList';
export { default as PaymentFailPage } from './pages/PaymentFailPage';
export { default as PaymentPage } from './pages/PaymentPage';
export { default as PaymentSuccessPage } from './pages/PaymentSuccessPage';
export { default as PricingPage } from './pages/PricingPage';
export { default as SandboxCheckoutPage } from './pages/SandboxCheckoutPage';
export type { Package, PackageLine, PricingConfig } from './packages';
export { PurchaseList } from './components/PurchaseList';
