// The offline instant editor: the engine's honest looks, one per preset (contracts LOCAL_LOOKS). ID presets run
// the real ID-photo pipeline to their official standard (measured, with a print sheet); business presets get the
// studio-backdrop headshot; trend and art presets get stylised looks made with filters and compositions of the
// user's own photo (imaging/looks), which the UI names as such and never calls AI. Engine refusals (no face,
// head cut off, ...) keep their own message: `imaging.<code>` in locales/*/errors.json.
import type { IdStandardId, LocalLook } from '../../contracts';
import { ID_STANDARDS } from '../../imaging/id-standards';
import { runEngine } from '../../imaging/engine';
import { ImagingError } from '../../imaging/errors';
import type { InstantEditInput, InstantEditor, InstantResult } from './instant';
import { ProviderError } from './port';

const jpeg = (data: Buffer) => ({ data, mimeType: 'image/jpeg' });

function aspectOf(ratio = '3:4') {
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? w / h : 3 / 4;
}

async function idLook(input: InstantEditInput, standard: IdStandardId): Promise<InstantResult> {
  const out = await runEngine('idPhoto', {
    image: input.image,
    spec: ID_STANDARDS[standard],
    background: 'white',
  });
  return {
    state: 'completed',
    images: [jpeg(out.image)],
    model: 'local-engine/id',
    printSheet: jpeg(out.printSheet),
    idPhoto: { standard, measurements: out.measurements, rules: out.rules },
  };
}

async function make(input: InstantEditInput, look: LocalLook): Promise<InstantResult> {
  if (look === 'id') return idLook(input, input.idStandard ?? 'kr_passport');
  const aspect = aspectOf(input.aspectRatio);
  if (look === 'studio') {
    const { image, frame } = await runEngine('portrait', { image: input.image, aspect, backdrop: 'studio' });
    return { state: 'completed', images: [jpeg(image)], model: 'local-engine/studio', frame };
  }
  const data = await runEngine('look', { image: input.image, look, aspect });
  return { state: 'completed', images: [jpeg(data)], model: `local-engine/${look}` };
}

export function localInstantEditor(): InstantEditor {
  return {
    name: 'local',
    async start(input: InstantEditInput) {
      try {
        return await make(input, input.localLook ?? 'studio');
      } catch (err) {
        if (!(err instanceof ImagingError)) throw err;
        throw new ProviderError('invalid', 'local', 422, err.code, {
          key: `imaging.${err.code}`,
          params: err.params,
        });
      }
    },
    check() {
      return Promise.reject(new Error('Local edits are synchronous: there is no job to check'));
    },
    async cancel() {
      // Nothing to cancel: the edit finished within start().
    },
  };
}
