// The debug and test pages (spec §2), one lazy chunk of their own: the member tool pages do not load them.
export { default as DebugPage } from './DebugPage';
export { default as AuthTestPage } from './AuthTestPage';
export { default as GalleryDebugPage } from './GalleryDebugPage';
export { default as TestGalleryPage } from './TestGalleryPage';
export { default as MaskifyTestPage } from './MaskifyTestPage';
export { default as LightweightTestPage } from './LightweightTestPage';
