// The photo-edit adapters (Ideogram, the local engine) and the instant-edit adapters (Gemini, fal, the local
// engine). Which one serves a request is decided in providers.ts.
export * from './edit';
export { ideogramEditor } from './ideogram';
export { localEditor } from './local';
export * from './port';
export * from './instant';
export { geminiInstantEditor } from './gemini';
export { falInstantEditor, type FalInstantEditor } from './fal';
export * from './fal-webhook';
export { localInstantEditor } from './local-instant';
export * from './studio';
export * from './upscale';
export { FAL_UPSCALE_MODEL, falUpscaler } from './fal-upscale';
export { falStudioGenerator, type FalStudioGenerator } from './fal-generation';
export { localStudioTrainer, localStudioGenerator, LOCAL_STUDIO_MODEL } from './local-studio';
export { falStudioTrainer, type FalStudioTrainer } from './fal-training';
export {
  geminiAnalyzer,
  geminiGenerator,
  type ImageAnalyzer,
  type ImageGenerator,
  type ToolImage,
} from './gemini-tools';
