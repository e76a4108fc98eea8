export { default as DebugPage } from './pages/DebugPage';
export { default as AuthTestPage } from './pages/AuthTestPage';
export { default as MaskifyTestPage } from './pages/MaskifyTestPage';
export { default as LightweightTestPage } from './pages/LightweightTestPage';
export { default as GeminiAnalysisPage } from './pages/GeminiAnalysisPage';
export { default as GeminiImageGenerationPage } from './pages/GeminiImageGenerationPage';
// Shared with the ID photo feature.
export { PhotoPicker } from './components/PhotoPicker';
export { ImageTile, downloadUrl } from './components/ImageTile';
export { RangeField } from './components/RangeField';
export { createMaskBlob, postForm } from './api';
