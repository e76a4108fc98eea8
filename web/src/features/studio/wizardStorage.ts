import type { StyleOptionId } from '@contracts';

// The wizard's client-side values (spec §3 "Client-side stored values"): kept in localStorage so a reload, or
// the round trip through the payment window, resumes where the user was. Storage may be unavailable (private
// mode, quota): then the wizard simply starts over.

/** Browser storage keys of the wizard (spec §3 "Client-side stored values"). */
export const STUDIO_STORAGE_KEYS = {
  uploadSession: 'bitna-studio-upload-session',
  selectedStyles: 'bitna-studio-styles',
  stylesTotal: 'bitna-studio-styles-total',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See above: nothing to keep then.
  }
}

export const uploadSession = {
  get: () => read(STUDIO_STORAGE_KEYS.uploadSession),
  set: (id: string | null) => write(STUDIO_STORAGE_KEYS.uploadSession, id),
};

/** The styles chosen and their total as shown (the server prices the order itself). */
export function storeStyleChoice(ids: StyleOptionId[], total: number) {
  write(STUDIO_STORAGE_KEYS.selectedStyles, JSON.stringify(ids));
  write(STUDIO_STORAGE_KEYS.stylesTotal, String(total));
}

export function storedStyleChoice(): StyleOptionId[] {
  try {
    const ids: unknown = JSON.parse(read(STUDIO_STORAGE_KEYS.selectedStyles) ?? '[]');
    return Array.isArray(ids) ? (ids as StyleOptionId[]) : [];
  } catch {
    return [];
  }
}
