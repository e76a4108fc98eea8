export { default as DashboardPage } from './pages/DashboardPage';
export { default as GalleryPage } from './pages/GalleryPage';
export { default as GalleryDebugPage } from './pages/GalleryDebugPage';
export { default as TestGalleryPage } from './pages/TestGalleryPage';
export { GalleryView } from './components/GalleryView';
