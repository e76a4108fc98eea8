export { default as GeminiAnalysisPage } from './pages/GeminiAnalysisPage';
export { default as GeminiImageGenerationPage } from './pages/GeminiImageGenerationPage';
