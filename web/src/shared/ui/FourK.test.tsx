import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import type { FourKMethod } from '@contracts';
import { createI18n } from '../../app/i18n';
import { previewItems } from '../../features/gallery/items';
import { ShotLightbox } from '../../features/studio/generate/ShotLightbox';
import { generation } from '../../test/generationFixture';
import { fourKFileOf, FourKNote } from './FourK';

const file = (method: FourKMethod) => ({
  url: '/generation/g1/images/0?variant=4k',
  width: 2880,
  height: 3840,
  method,
});

async function note(method: FourKMethod, language: 'ko' | 'en' | 'ja') {
  const i18n = await createI18n(language);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <FourKNote file={file(method)} />
    </I18nextProvider>,
  );
  return container.querySelector<HTMLElement>('[data-testid="four-k-note"]')!.textContent;
}

describe('the 4K label', () => {
  it('calls a local resize a resize, never AI, in each language', async () => {
    expect(await note('resize', 'ko')).toBe(
      '4K · 2880 × 3840 · 원본을 단순히 확대(리사이즈)한 4K 파일이에요. AI로 디테일을 더하지 않았어요.',
    );
    expect(await note('resize', 'en')).toMatch(
      /^4K · 2880 × 3840 · .*plainly resizing.*No AI added detail\.$/,
    );
    expect(await note('resize', 'ja')).toContain('リサイズ');
    for (const language of ['ko', 'en', 'ja'] as const)
      expect(await note('resize', language)).not.toMatch(/업스케일|upscal|アップスケール/i);
  });

  it('names an AI upscale as one', async () => {
    expect(await note('ai_upscale', 'ko')).toBe('4K · 2880 × 3840 · AI 업스케일로 만든 4K 파일이에요.');
    expect(await note('ai_upscale', 'en')).toContain('AI upscaling');
    expect(await note('ai_upscale', 'ja')).toContain('AIアップスケール');
  });

  it('belongs only to the images that have a 4K file', () => {
    const fourK = { method: 'resize' as const, model: 'sharp-lanczos3', width: 2880, height: 3840 };
    const g = generation(1, {
      images: ['/generation/g1/images/0', '/generation/g1/images/1'],
      four_k: { ...fourK, images: ['/generation/g1/images/0?variant=4k'] },
    });
    expect(fourKFileOf(g.four_k, 0)).toEqual({ ...file('resize'), method: 'resize' });
    expect(fourKFileOf(g.four_k, 1)).toBeNull();
    expect(previewItems(g).map((item) => item.fourK?.url ?? null)).toEqual([
      '/generation/g1/images/0?variant=4k',
      null,
    ]);
  });

  it('the result lightbox offers the 4K download with its pixel size, and says how it was made', async () => {
    const i18n = await createI18n('en');
    const g = generation(1, {
      images: ['/generation/g1/images/0'],
      four_k: {
        method: 'resize',
        model: 'sharp-lanczos3',
        width: 2880,
        height: 3840,
        images: ['/generation/g1/images/0?variant=4k'],
      },
    });
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ShotLightbox shots={[{ generation: g, index: 0 }]} at={0} onMove={() => {}} onClose={() => {}} />
      </I18nextProvider>,
    );
    expect(view.getByTestId('download-4k').textContent).toBe('4K download (2880 × 3840)');
    expect(view.getByTestId('four-k-note').dataset.method).toBe('resize');
    expect(view.getByTestId('four-k-note').textContent).toContain('No AI added detail');
    view.unmount();
    const plain = render(
      <I18nextProvider i18n={i18n}>
        <ShotLightbox
          shots={[{ generation: { ...g, four_k: null }, index: 0 }]}
          at={0}
          onMove={() => {}}
          onClose={() => {}}
        />
      </I18nextProvider>,
    );
    expect(plain.queryByTestId('download-4k')).toBeNull();
    expect(plain.queryByTestId('four-k-note')).toBeNull();
  });
});
