// The offline photo editor. It cannot generate new content from a prompt; what it can do honestly is keep the
// masked face untouched and re-frame the portrait on a clean studio backdrop (white for ID-style prompts), which
// is what the ID-photo flow needs when no Ideogram key is configured.
import { runEngine } from '../../imaging/engine';
import type { EditRequest, EditResult, PhotoEditor } from './edit';

const ID_WORDS = /passport|id[ _-]?card|visa|resume|license|여권|증명|이력서|비자|면허|パスポート|証明/i;

export function localEditor(): PhotoEditor {
  return {
    name: 'local',
    async edit(req: EditRequest): Promise<EditResult> {
      const [w, h] = (req.aspectRatio ?? '3:4').split(':').map(Number);
      const { image } = await runEngine('portrait', {
        image: req.image,
        mask: req.mask,
        aspect: w && h ? w / h : 3 / 4,
        backdrop: ID_WORDS.test(req.prompt) ? 'white' : 'studio',
      });
      return { provider: 'local', images: [{ url: `data:image/jpeg;base64,${image.toString('base64')}` }] };
    },
  };
}
