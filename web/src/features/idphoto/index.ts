export { default as IdPhotoPage } from './pages/IdPhotoPage';
// Shown by the instant line's ID presets too, so a measured photo reads the same everywhere.
export { MeasurementOverlay, type MeasuredPhoto } from './components/MeasurementOverlay';
export { RuleAdvice } from './components/RuleAdvice';
export { RulesTable } from './components/RulesTable';
