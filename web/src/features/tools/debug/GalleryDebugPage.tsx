import { useAuth } from '../../auth';
import { ClickTest } from './ClickTest';
import { DebugShell } from './DebugShell';
import { GalleryApiTest } from './GalleryApiTest';

/** /gallery-debug (spec §2): the gallery API test and the click test; members only, admins only deployed. */
export default function GalleryDebugPage() {
  const { user } = useAuth();
  return (
    <DebugShell page="galleryDebug">
      <div className="tool-grid tool-grid--2">
        {user && <GalleryApiTest uid={user.uid} />}
        <ClickTest />
      </div>
    </DebugShell>
  );
}
