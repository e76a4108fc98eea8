import { STUDIO_STORAGE_KEYS } from '../wizardStorage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { servePricing } from '../../../test/pricingFixture';
import { renderSignedIn } from '../../../test/renderApp';
import { fetchPricingConfig } from '../../payments/api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../payments/api', () => ({ fetchPricingConfig: vi.fn() }));
// /upload is where the redirect lands; its calls are not what these tests are about.
vi.mock('../training-api', () => ({ fetchUploadSession: vi.fn(() => new Promise(() => {})) }));

const open = () => renderSignedIn('/style-selection');

servePricing(vi.mocked(fetchPricingConfig));

describe('StyleSelectionPage', () => {
  it('sends the user to /upload when no upload session is stored', async () => {
    const { router } = await open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  describe('with an upload session', () => {
    beforeEach(() => localStorage.setItem(STUDIO_STORAGE_KEYS.uploadSession, 's1'));

    it('shows step 1 done and step 2 current, the six styles with prices and popular badges', async () => {
      await open();
      await screen.findByTestId('style-business');
      expect(screen.getByTestId('wizard-step-1').dataset.state).toBe('done');
      expect(screen.getByTestId('wizard-step-2').dataset.state).toBe('current');
      expect(screen.getByTestId('style-linkedin').textContent).toContain('18,000');
      expect(screen.getByTestId('style-linkedin').textContent).toContain('인기');
      expect(screen.getByTestId('style-casual').textContent).not.toContain('인기');
      expect(document.querySelectorAll('.studio-style[aria-pressed="false"]')).toHaveLength(6);
      // A77: each card shows its sample picture, and the page says how the samples were made.
      expect(screen.getByTestId('style-vintage').querySelector('img')!.getAttribute('src')).toBe(
        '/styles/vintage.webp',
      );
      expect(screen.getByTestId('style-samples-note').textContent).toContain('AI 아님');
    });

    it('keeps the sticky bar short: what an order grants is said above it, not in it', async () => {
      await open();
      const summary = await screen.findByTestId('style-summary');
      const grants = screen.getByTestId('style-grants');
      expect(grants.textContent).toBeTruthy();
      expect(summary.contains(grants)).toBe(false);
      expect(summary.textContent).not.toContain(grants.textContent);
    });

    it('keeps pay disabled with nothing chosen and totals the chosen styles', async () => {
      await open();
      const pay = await screen.findByTestId('style-pay');
      await screen.findByTestId('style-business');
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(screen.getByTestId('style-business'));
      fireEvent.click(screen.getByTestId('style-vintage'));
      expect(screen.getByTestId('style-total').textContent).toContain('31,000');
      expect(pay.textContent).toContain('2개 스타일');
      fireEvent.click(screen.getByTestId('style-business'));
      expect(screen.getByTestId('style-total').textContent).toContain('16,000');
      expect((pay as HTMLButtonElement).disabled).toBe(false);
    });

    it('stores the ids and total and goes to /payment?styles=', async () => {
      const { router } = await open();
      fireEvent.click(await screen.findByTestId('style-linkedin'));
      fireEvent.click(screen.getByTestId('style-formal_id'));
      fireEvent.click(screen.getByTestId('style-pay'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
      expect(router.state.location.search).toBe('?styles=formal_id,linkedin');
      expect(JSON.parse(localStorage.getItem(STUDIO_STORAGE_KEYS.selectedStyles)!)).toEqual([
        'formal_id',
        'linkedin',
      ]);
      expect(localStorage.getItem(STUDIO_STORAGE_KEYS.stylesTotal)).toBe('28000');
    });

    it('goes back to /upload with the previous step button', async () => {
      await open();
      const previous = await screen.findByTestId('style-previous');
      expect(previous.getAttribute('href')).toBe('/upload');
    });
  });
});
