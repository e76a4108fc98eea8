export { default as InstantEditPage } from './pages/InstantEditPage';
export { default as InstantNewPage } from './pages/InstantNewPage';
