import {
  INSTANT_DEFAULT,
  INSTANT_PRESETS,
  type InstantCategory,
  type InstantPresetId,
  type InstantUploadResponse,
} from '@contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/lib/apiClient';
import { downscalePhoto, pickedPhotoProblem } from '../../shared/lib/photo';
import { useJobCredits } from '../credits';
import { startEdit, uploadOriginal } from './api';
import { checkInstantFile, INSTANT_MAX_MB, INSTANT_PHOTO_SIDE } from './upload';
import { useEditJob } from './useEditJob';

// An upload id close to its 24-hour end is not reused: the edit could arrive after the original is purged.
const UPLOAD_REUSE_MARGIN_MS = 5 * 60 * 1000;

type Upload = { file: File; response: InstantUploadResponse };

/**
 * The /instant-new page's state (spec §4): one photo, one preset, generate → upload then edit → a live job →
 * result or error. A credit is taken off the shown balance at start; errors refetch it at once, a success 10 s
 * later. Changing the photo drops the earlier result and message.
 */
export function useInstantFlow() {
  const { t } = useTranslation('instant');
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<InstantCategory>(INSTANT_DEFAULT.category);
  const [presetId, setPresetId] = useState<InstantPresetId | null>(INSTANT_DEFAULT.preset);
  const [prompt, setPrompt] = useState('');
  const [sending, setSending] = useState(false);
  const [editId, setEditId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const job = useEditJob(editId);
  const settledStatus = job.settled?.status;
  // A failed job was refunded on the server, and so was a result that is not the person.
  const outcome =
    settledStatus === 'completed' && !job.settled?.likeness_refund
      ? 'completed'
      : settledStatus || job.lost
        ? 'refunded'
        : null;
  const { credits, consume, fetchCredits, notice, setNotice, redirecting, outOfCredits } = useJobCredits(
    outcome,
    t('validation.noCredits'),
  );
  // A style stays chosen only inside its own category: one left over from another category would be made without
  // the user seeing it chosen (switching from trend to business kept the figure style).
  const chooseCategory = (next: InstantCategory) => {
    setCategory(next);
    setPresetId((id) => (INSTANT_PRESETS.find((p) => p.id === id)?.category === next ? id : null));
  };
  const upload = useRef<Upload | null>(null);
  // Each generate (and each new photo) is a run; a late answer of an older run is dropped.
  const run = useRef(0);
  const pick = useRef(0);
  /**
   * A picked photo is checked at once (type and size, then its content: empty, or not a photo whatever its name),
   * and a very large one is brought under the server's pixel limit on the device, as /upload does.
   */
  const choose = async (picked: File | null) => {
    if (!picked) return;
    // Only the latest pick counts (reading and resizing take a moment).
    const mine = ++pick.current;
    const problem = checkInstantFile(picked) ?? (await pickedPhotoProblem(picked));
    if (pick.current !== mine) return;
    if (problem) {
      const key = problem === 'empty' ? 'upload.empty' : problem === 'notImage' ? 'upload.notImage' : problem;
      return setNotice(t(key, { mb: INSTANT_MAX_MB }));
    }
    const fitted = await downscalePhoto(picked, { maxSide: INSTANT_PHOTO_SIDE, jpegOnly: false });
    if (pick.current !== mine) return;
    const next =
      fitted === picked
        ? picked
        : new File([fitted], picked.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
    run.current += 1;
    upload.current = null;
    setFile(next);
    setEditId(null);
    setStartedAt(null);
    setSending(false);
    setNotice(null);
  };

  const uploadId = async (photo: File) => {
    const cached = upload.current;
    if (
      cached?.file === photo &&
      Date.parse(cached.response.expires_at) - Date.now() > UPLOAD_REUSE_MARGIN_MS
    )
      return cached.response.upload_id;
    const response = await uploadOriginal(photo);
    upload.current = { file: photo, response };
    return response.upload_id;
  };

  const generate = async () => {
    if (redirecting) return;
    setNotice(null);
    if (!file) return setNotice(t('validation.noImage'));
    if (!presetId) return setNotice(t('validation.noPreset'));
    if (credits && credits.instant <= 0) return outOfCredits();
    const mine = ++run.current;
    setEditId(null);
    setSending(true);
    setStartedAt(Date.now());
    consume();
    try {
      const wish = prompt.trim();
      const id = await uploadId(file);
      const edit = await startEdit({ upload_id: id, preset_id: presetId, ...(wish ? { prompt: wish } : {}) });
      if (run.current === mine) setEditId(edit.edit_id);
    } catch (e) {
      void fetchCredits(true);
      if (run.current !== mine) return;
      setStartedAt(null);
      if (e instanceof ApiError && e.status === 402) outOfCredits();
      else setNotice((e as Error).message);
    } finally {
      if (run.current === mine) setSending(false);
    }
  };

  const running = sending || (!!editId && !job.settled && !job.lost);
  return {
    file,
    choose,
    category,
    setCategory: chooseCategory,
    presetId,
    setPresetId,
    prompt,
    setPrompt,
    notice: notice ?? job.lost,
    redirecting,
    generate,
    running,
    /** 'uploading' until the job exists, then the job's status. */
    stage: sending ? ('uploading' as const) : job.status,
    startedAt,
    result: job.settled,
  };
}
