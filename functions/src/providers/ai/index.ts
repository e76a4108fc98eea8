// Picks the photo editor from the settings: Ideogram when selected and keyed, otherwise the local engine
// (DESIGN §5: local is the default and works with no keys).
import type { Settings } from '../../config';
import type { PhotoEditor } from './edit';
import { ideogramEditor } from './ideogram';
import { localEditor } from './local';

export function photoEditor(s: Settings): PhotoEditor {
  if (s.providers.edit === 'ideogram' && s.ideogram.key)
    return ideogramEditor({ apiKey: s.ideogram.key, baseUrl: s.ideogram.baseUrl });
  return localEditor();
}

export * from './edit';
