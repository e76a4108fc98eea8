import type { EditResponse, IdPhotoResponse } from '@contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitsOneRequest, REQUEST_FILES_MAX_MB } from '../../shared/lib/uploadSize';
import { useAuth } from '../auth';
import { createMaskBlob, ideogramEdit, makeIdPhoto } from './api';
import { checkUpload, defaultParams, isOfficial, parseParams, type Params } from './params';

type Mask = { blob: Blob; url: string } | null;
export type Which = 'original' | 'reference';

/**
 * The ID photo page's steps (spec §4): photos → masks → settings → the prepared JSON call → one result.
 * Choosing a new photo drops its mask and any result; an official type runs our local ID photo, the others
 * the edit call with the original's mask.
 */
export function useIdPhotoFlow() {
  const { t } = useTranslation('idphoto');
  const { user } = useAuth();
  const [files, setFiles] = useState<Record<Which, File | null>>({ original: null, reference: null });
  const [masks, setMasks] = useState<Record<Which, Mask>>({ original: null, reference: null });
  const [maskBusy, setMaskBusy] = useState<Which | null>(null);
  const [params, setParams] = useState<Params>(() => defaultParams('passport'));
  const [prepared, setPrepared] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idResult, setIdResult] = useState<IdPhotoResponse | null>(null);
  const [editResult, setEditResult] = useState<EditResponse | null>(null);
  useEffect(() => () => Object.values(masks).forEach((m) => m && URL.revokeObjectURL(m.url)), [masks]);

  const choose = (which: Which, file: File | null) => {
    setError(null);
    const problem = file && checkUpload(file);
    if (problem) return setError(t(problem));
    setFiles((f) => ({ ...f, [which]: file }));
    setMasks((m) => ({ ...m, [which]: null }));
    setIdResult(null);
    setEditResult(null);
  };

  const createMask = async (which: Which) => {
    const file = files[which];
    if (!file) return;
    setMaskBusy(which);
    setError(null);
    try {
      const blob = await createMaskBlob(file, which === 'original' ? 'file' : 'character_reference');
      setMasks((m) => ({ ...m, [which]: { blob, url: URL.createObjectURL(blob) } }));
    } catch (e) {
      setError(t('masks.failed', { status: (e as Error).message }));
    } finally {
      setMaskBusy(null);
    }
  };

  const prepare = () => setPrepared(JSON.stringify(params, null, 2));

  const execute = async () => {
    setError(null);
    if (!files.original || !user) return setError(t('validation.fileAndLogin'));
    const p = parseParams(prepared ?? '');
    if (!p) return setError(t('validation.badJson'));
    const sent = [files.original, masks.original?.blob, files.reference, masks.reference?.blob];
    if (!isOfficial(p.type) && !fitsOneRequest(sent))
      return setError(t('validation.tooLargeTogether', { mb: REQUEST_FILES_MAX_MB }));
    setRunning(true);
    setIdResult(null);
    setEditResult(null);
    try {
      if (isOfficial(p.type)) setIdResult(await makeIdPhoto(files.original, p, files.reference));
      else {
        const ref = files.reference && { image: files.reference, mask: masks.reference?.blob ?? null };
        setEditResult(await ideogramEdit(files.original, masks.original!.blob, p, ref));
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };

  return {
    files,
    masks,
    maskBusy,
    params,
    setParams,
    prepared,
    setPrepared,
    running,
    error,
    idResult,
    editResult,
    choose,
    createMask,
    prepare,
    execute,
  };
}
