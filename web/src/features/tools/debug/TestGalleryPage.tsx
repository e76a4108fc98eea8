import { ClickTest } from './ClickTest';
import { DebugShell } from './DebugShell';
import { FaceMaskTest } from './FaceMaskTest';

/** /test-gallery (spec §2): the face-mask test and the click test; members only, admins only deployed. */
export default function TestGalleryPage() {
  return (
    <DebugShell page="testGallery">
      <div className="tool-grid tool-grid--2">
        <FaceMaskTest />
        <ClickTest />
      </div>
    </DebugShell>
  );
}
