export { default as IdPhotoPage } from './pages/IdPhotoPage';
