export { default as DebugPage } from './pages/DebugPage';
export { default as AuthTestPage } from './pages/AuthTestPage';
export { default as MaskifyTestPage } from './pages/MaskifyTestPage';
export { default as LightweightTestPage } from './pages/LightweightTestPage';
export { default as GeminiAnalysisPage } from './pages/GeminiAnalysisPage';
export { default as GeminiImageGenerationPage } from './pages/GeminiImageGenerationPage';
