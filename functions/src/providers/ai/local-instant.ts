// The offline instant editor. It cannot restyle a face into a figure or a webtoon; what it can do honestly is the
// ID and business looks: the person re-framed on a white or studio backdrop by the local engine, face untouched.
// Any other preset is refused with `instant.not_available_offline` (503), never faked.
import { runEngine } from '../../imaging/engine';
import { InstantProviderError, type InstantEditInput, type InstantEditor } from './instant';

export function localInstantEditor(): InstantEditor {
  return {
    name: 'local',
    async start(input: InstantEditInput) {
      if (!input.localLook) throw new InstantProviderError('not_available_offline', 'local', 503);
      const [w, h] = (input.aspectRatio ?? '3:4').split(':').map(Number);
      const out = await runEngine('portrait', {
        image: input.image,
        aspect: w && h ? w / h : 3 / 4,
        backdrop: input.localLook,
      });
      return { state: 'completed', images: [{ data: out, mimeType: 'image/jpeg' }] };
    },
    check() {
      return Promise.reject(new Error('Local edits are synchronous: there is no job to check'));
    },
    async cancel() {
      // Nothing to cancel: the edit finished within start().
    },
  };
}
