import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ClosingCta } from '../components/ClosingCta';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { PricingSection } from '../components/PricingSection';
import './LandingPage.css';

export default function LandingPage() {
  usePageTitle(null);
  return (
    <div className="landing">
      <Hero />
      <FeatureGrid />
      <PricingSection />
      <ClosingCta />
    </div>
  );
}
