// Loads the local models once per process (each worker thread has its own copy): Human (BlazeFace + 478-point
// FaceMesh + iris, MediaPipe selfie segmentation) and the identity net (HSE FaceRes, which Human ships as
// faceres.json), all on tfjs-wasm. face-api's module is loaded but none of its nets: the tests' independent
// measurements load its detector and landmarks on it (tests/fixtures/id-photo-measure.ts).
// Every file comes from an npm package in functions/package.json or from functions/models/: nothing is fetched at
// run time (Human's defaults point at CDNs, so wasmPath and model paths are overridden here).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type * as HumanTypes from '@vladmandic/human';

const requireHere = createRequire(__filename);

type HumanModule = typeof HumanTypes;
type FaceApi = typeof import('@vladmandic/face-api');

export interface Models {
  human: HumanTypes.Human;
  faceapi: FaceApi;
  /** The identity net (identity.ts): a 224 × 224 aligned face in, 1024 global-pooling features out. */
  faceres: HumanTypes.GraphModel;
}

/** functions/models: the vendored selfie model (see its README). Found from src/ and from lib/ alike. */
export const MODELS_DIR = path.resolve(__dirname, '..', '..', 'models');
/** The mean face of the identity net: written by `node bench/identity.mjs --centre`. */
export const IDENTITY_CENTRE = path.join(MODELS_DIR, 'identity-centre.json');
const humanDist = path.dirname(requireHere.resolve('@vladmandic/human'));
const humanModels = path.join(humanDist, '..', 'models');
const wasmDist = path.dirname(requireHere.resolve('@tensorflow/tfjs-backend-wasm'));

/** tfjs without tfjs-node cannot read file:// URLs: this loader reads model.json and its weight shards. */
function registerFileLoader(tf: HumanTypes.Human['tf']) {
  const loader = (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = decodeURIComponent(url.slice('file://'.length));
    return {
      load: async () => {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        const weightSpecs: unknown[] = [];
        const buffers: Buffer[] = [];
        for (const group of json.weightsManifest ?? []) {
          weightSpecs.push(...group.weights);
          for (const shard of group.paths)
            buffers.push(fs.readFileSync(path.join(path.dirname(file), shard)));
        }
        const all = Buffer.concat(buffers);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs,
          weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        };
      },
    };
  };
  tf.io.registerLoadRouter(loader as unknown as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

/** Boxes below these scores are ignored: painted faces in backgrounds score ~0.3 / 0.56 (measured). */
export const MIN_BOX_SCORE = 0.5;
export const MIN_FACE_SCORE = 0.8;

function humanConfig(): Partial<HumanTypes.Config> {
  return {
    backend: 'wasm',
    debug: false,
    cacheSensitivity: 0, // every photo is independent: no frame cache
    wasmPath: wasmDist + path.sep,
    modelBasePath: `file://${humanModels}/`,
    face: {
      enabled: true,
      detector: {
        modelPath: 'blazeface.json',
        rotation: true,
        maxDetected: 5,
        minConfidence: 0.2,
        iouThreshold: 0.1,
      },
      mesh: { enabled: true, modelPath: 'facemesh.json' },
      iris: { enabled: true, modelPath: 'iris.json' },
      // Not run on every detection: identity.ts runs the same net on its own aligned crop, only where needed.
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    } as HumanTypes.Config['face'],
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    filter: { enabled: false },
    segmentation: {
      enabled: true,
      modelPath: `file://${path.join(MODELS_DIR, 'selfie.json')}`,
      mode: 'alpha',
      ratio: 0.5,
    } as HumanTypes.Config['segmentation'],
  };
}

let loading: Promise<Models> | undefined;

/** The models of this process, loaded on first use. */
export function models(): Promise<Models> {
  loading ??= (async () => {
    const { Human } = requireHere(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
    const faceapi = requireHere('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const human = new Human(humanConfig());
    registerFileLoader(human.tf);
    await human.load();
    await human.warmup({ warmup: 'none' });
    const faceres = await human.tf.loadGraphModel(`file://${path.join(humanModels, 'faceres.json')}`);
    return { human, faceapi, faceres };
  })();
  return loading;
}
