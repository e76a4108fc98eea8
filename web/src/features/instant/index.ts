export { default as InstantNewPage } from './pages/InstantNewPage';
