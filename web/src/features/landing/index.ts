export { default as LandingPage } from './pages/LandingPage';
export { default as NotFoundPage } from './pages/NotFoundPage';
