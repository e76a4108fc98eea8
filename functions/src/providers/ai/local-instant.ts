// The offline instant editor. It cannot restyle a face into a figure or a webtoon; until the stylised looks land,
// it makes the ID and business looks (the person re-framed on a white or studio backdrop, face untouched) and
// refuses any other preset with `instant.not_available_offline` (503), never faked.
import { runEngine } from '../../imaging/engine';
import { InstantProviderError, type InstantEditInput, type InstantEditor } from './instant';

export function localInstantEditor(): InstantEditor {
  return {
    name: 'local',
    async start(input: InstantEditInput) {
      const backdrop = input.localLook === 'id' ? 'white' : input.localLook === 'studio' ? 'studio' : null;
      if (!backdrop) throw new InstantProviderError('not_available_offline', 'local', 503);
      const [w, h] = (input.aspectRatio ?? '3:4').split(':').map(Number);
      const out = await runEngine('portrait', {
        image: input.image,
        aspect: w && h ? w / h : 3 / 4,
        backdrop,
      });
      return { state: 'completed', images: [{ data: out, mimeType: 'image/jpeg' }], model: 'local-engine' };
    },
    check() {
      return Promise.reject(new Error('Local edits are synchronous: there is no job to check'));
    },
    async cancel() {
      // Nothing to cancel: the edit finished within start().
    },
  };
}
