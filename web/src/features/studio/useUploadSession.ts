import { TRAINING_MAX_PHOTOS, TRAINING_PHOTO_TYPES, type TrainingUploadResponse } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/lib/apiClient';
import { downscalePhoto } from '../../shared/lib/photo';
import { deleteUploadPhoto, fetchUploadSession, uploadTrainingPhoto } from './training-api';
import { uploadSession } from './wizardStorage';

/** A photo on its way up: shown with its own progress bar until the server's verdict replaces it. */
export type PendingPhoto = {
  key: string;
  file: File;
  /** 0..1 of the upload. */
  progress: number;
  state: 'queued' | 'uploading' | 'failed';
  error: string | null;
};

export type UploadSession = {
  /** The server's view of the session; null before the first photo (or while a stored one loads). */
  session: TrainingUploadResponse | null;
  pending: PendingPhoto[];
  /** Reading the stored session failed (not a missing one: that simply starts over). */
  loadError: string | null;
  /** The stored session had already been trained on (another tab, a restored state), so a new set began. */
  usedSessionDropped: boolean;
  loading: boolean;
  /** Photos left out of the last pick because they were not images or over the 50-photo limit. */
  skipped: { notImage: number; overLimit: number };
  add: (files: File[]) => void;
  remove: (photoId: string) => Promise<void>;
  replace: (photoId: string, file: File) => Promise<void>;
  retry: (key: string) => void;
  dismiss: (key: string) => void;
  reload: () => void;
};

const isImage = (file: File) =>
  file.type.startsWith('image/') ||
  (TRAINING_PHOTO_TYPES as readonly string[]).includes(file.type) ||
  /\.(heic|heif)$/i.test(file.name);

let nextKey = 0;
const GONE = [403, 404, 409, 410];
const SESSION_USED = 'studio.session_used';

/**
 * The upload step's state: the stored session (resumed after a reload or a payment), and a queue that sends
 * one photo per request, one at a time (the first answer names the session the others join), each with its
 * progress. Every answer carries all verdicts, since adding or removing a photo can change the others'.
 */
export function useUploadSession(): UploadSession {
  const [session, setSession] = useState<TrainingUploadResponse | null>(null);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [usedSessionDropped, setUsedSessionDropped] = useState(false);
  const [loading, setLoading] = useState(() => uploadSession.get() !== null);
  const [skipped, setSkipped] = useState({ notImage: 0, overLimit: 0 });
  const [attempt, setAttempt] = useState(0);
  const sessionId = useRef<string | null>(uploadSession.get());
  const running = useRef(false);
  const queue = useRef<PendingPhoto[]>([]);
  const alive = useRef(true);

  const accept = useCallback((answer: TrainingUploadResponse) => {
    sessionId.current = answer.session_id;
    uploadSession.set(answer.session_id);
    setSession(answer);
  }, []);

  useEffect(() => {
    alive.current = true;
    const id = sessionId.current;
    if (!id) return;
    setLoading(true);
    setLoadError(null);
    fetchUploadSession(id)
      .then((answer) => alive.current && accept(answer))
      .catch((error: unknown) => {
        if (!alive.current) return;
        // Gone (expired, already trained, not ours): start a new session rather than show an error.
        if (error instanceof ApiError && GONE.includes(error.status)) {
          sessionId.current = null;
          uploadSession.set(null);
          setUsedSessionDropped(error.code === SESSION_USED);
        } else setLoadError((error as Error).message);
      })
      .finally(() => alive.current && setLoading(false));
    return () => {
      alive.current = false;
    };
  }, [accept, attempt]);

  const patch = (key: string, change: Partial<PendingPhoto>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length) {
      const item = queue.current.shift()!;
      patch(item.key, { state: 'uploading', progress: 0, error: null });
      try {
        const photo = await downscalePhoto(item.file);
        const answer = await uploadTrainingPhoto(photo, item.file.name, sessionId.current, (progress) =>
          patch(item.key, { progress }),
        );
        if (!alive.current) break;
        accept(answer);
        setPending((list) => list.filter((p) => p.key !== item.key));
      } catch (error) {
        patch(item.key, { state: 'failed', error: (error as Error).message });
      }
    }
    running.current = false;
  }, [accept]);

  const enqueue = useCallback(
    (items: PendingPhoto[]) => {
      queue.current.push(...items);
      void pump();
    },
    [pump],
  );

  const add = useCallback(
    (files: File[]) => {
      const images = files.filter(isImage);
      const used = (session?.photos.length ?? 0) + pending.length;
      const room = Math.max(0, TRAINING_MAX_PHOTOS - used);
      const taken = images.slice(0, room);
      setSkipped({ notImage: files.length - images.length, overLimit: images.length - taken.length });
      const items = taken.map((file): PendingPhoto => ({
        key: `p${nextKey++}`,
        file,
        progress: 0,
        state: 'queued',
        error: null,
      }));
      setPending((list) => [...list, ...items]);
      enqueue(items);
    },
    [session, pending.length, enqueue],
  );

  const remove = useCallback(
    async (photoId: string) => {
      if (!sessionId.current) return;
      accept(await deleteUploadPhoto(sessionId.current, photoId));
    },
    [accept],
  );

  const replace = useCallback(
    async (photoId: string, file: File) => {
      await remove(photoId);
      add([file]);
    },
    [remove, add],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((p) => p.key === key);
      if (!item) return;
      patch(key, { state: 'queued', error: null, progress: 0 });
      enqueue([item]);
    },
    [pending, enqueue],
  );

  const dismiss = useCallback((key: string) => setPending((list) => list.filter((p) => p.key !== key)), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    session,
    pending,
    loadError,
    usedSessionDropped,
    loading,
    skipped,
    add,
    remove,
    replace,
    retry,
    dismiss,
    reload,
  };
}
