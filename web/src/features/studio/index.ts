export { default as ServicesPage } from './pages/ServicesPage';
export { default as StyleSelectionPage } from './pages/StyleSelectionPage';
export { default as UploadPage } from './pages/UploadPage';
export { default as TrainingStatusPage } from './pages/TrainingStatusPage';
export { default as GeneratePage } from './pages/GeneratePage';
