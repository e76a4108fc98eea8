export { default as DashboardPage } from './pages/DashboardPage';
export { default as GalleryPage } from './pages/GalleryPage';
export { GalleryView } from './components/GalleryView';
// For the gallery debug page (features/tools/debug): the real sources and paging it measures.
export { gallerySources } from './api';
export { GALLERY_SOURCE_NAMES } from './firestore-source';
export { createPager, newestFirst, type PageEntry, type PageSource } from './paging';
export { GALLERY_PAGE } from './useGalleryPages';
