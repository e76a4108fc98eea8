import type { EditResponse, IdPhotoResponse } from '@contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/lib/apiClient';
import { pickedPhotoProblem } from '../../shared/lib/photo';
import { fitsOneRequest, REQUEST_FILES_MAX_MB } from '../../shared/lib/uploadSize';
import { useAuth } from '../auth';
import { useJobCredits } from '../credits';
import { createMaskBlob, ideogramEdit, makeIdPhoto } from './api';
import { checkUpload, defaultParams, isOfficial, parseParams, type Params } from './params';

type Mask = { blob: Blob; url: string } | null;
export type Which = 'original' | 'reference';
/** Where the page's message shows: the one-step card, or the advanced steps the action came from. */
export type Place = 'quick' | 'advanced';
/** The one-step run: the masks first, then the photo. */
export type Stage = 'masks' | 'making';

/**
 * The ID photo page's state. One step (the consumer's way): photo and document → the masks are made → the call →
 * the result. The spec's steps stay reachable as the advanced way: photos → masks → settings → the prepared JSON
 * call. Both share the photos, masks and settings, and pay the same: an official photo costs one instant credit
 * (402 → the no-credits message, then /pricing); the balance is fetched again once the call has answered.
 * Choosing a new photo drops its mask and any result; an official type runs our local ID photo, the others the
 * edit call with the original's mask.
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
  const [stage, setStage] = useState<{ step: Stage; since: number } | null>(null);
  const [place, setPlace] = useState<Place>('quick');
  const [idResult, setIdResult] = useState<IdPhotoResponse | null>(null);
  const [editResult, setEditResult] = useState<EditResponse | null>(null);
  const credit = useJobCredits(null, t('quick.noCredits'));
  const { credits, notice: error, setNotice, outOfCredits } = credit;
  useEffect(() => () => Object.values(masks).forEach((m) => m && URL.revokeObjectURL(m.url)), [masks]);
  // Each pick and each run has a number: a late answer for an older one is dropped.
  const picks = useRef<Record<Which, number>>({ original: 0, reference: 0 });
  const runs = useRef(0);
  const say = (where: Place, message: string | null) => {
    setPlace(where);
    setNotice(message);
  };

  /** A picked photo is checked at once: its type and size, then its content (empty, or not a photo at all). */
  const choose = async (which: Which, file: File | null) => {
    const where: Place = which === 'original' ? 'quick' : 'advanced';
    const mine = ++picks.current[which];
    say(where, null);
    const problem = file && (checkUpload(file) ?? (await pickedPhotoProblem(file)));
    if (picks.current[which] !== mine) return;
    if (problem) {
      const key =
        problem === 'empty' ? 'validation.empty' : problem === 'notImage' ? 'validation.notImage' : problem;
      return say(where, t(key));
    }
    // A run still going belongs to the old photo: its answer is dropped.
    runs.current += 1;
    setRunning(false);
    setStage(null);
    setFiles((f) => ({ ...f, [which]: file }));
    setMasks((m) => ({ ...m, [which]: null }));
    setIdResult(null);
    setEditResult(null);
  };

  /** Makes one photo's mask (white = keep); null when it could not be made, with the reason shown. */
  const makeMask = async (which: Which, where: Place): Promise<Mask> => {
    const file = files[which];
    if (!file) return null;
    setMaskBusy(which);
    try {
      const blob = await createMaskBlob(file, which === 'original' ? 'file' : 'character_reference');
      const mask = { blob, url: URL.createObjectURL(blob) };
      setMasks((m) => ({ ...m, [which]: mask }));
      return mask;
    } catch (e) {
      say(where, t('masks.failed', { status: (e as Error).message }));
      return null;
    } finally {
      setMaskBusy(null);
    }
  };

  const createMask = (which: Which) => {
    say('advanced', null);
    return makeMask(which, 'advanced');
  };

  const prepare = () => setPrepared(JSON.stringify(params, null, 2));

  /** The final call with these settings and masks; `mine` is the run it belongs to. */
  const send = async (p: Params, made: Record<Which, Mask>, where: Place, mine: number) => {
    const original = files.original!;
    const official = isOfficial(p.type);
    const sent = [original, made.original?.blob, files.reference, made.reference?.blob];
    if (!official && !fitsOneRequest(sent))
      return say(where, t('validation.tooLargeTogether', { mb: REQUEST_FILES_MAX_MB }));
    if (!official && !made.original) return say(where, t('call.needMask'));
    if (official) credit.consume();
    setStage({ step: 'making', since: Date.now() });
    try {
      if (official) {
        const result = await makeIdPhoto(original, p, files.reference);
        if (runs.current === mine) setIdResult(result);
      } else {
        const ref = files.reference && { image: files.reference, mask: made.reference?.blob ?? null };
        const result = await ideogramEdit(original, made.original!.blob, p, ref);
        if (runs.current === mine) setEditResult(result);
      }
    } catch (e) {
      if (runs.current !== mine) return;
      if (e instanceof ApiError && e.status === 402) {
        setPlace(where);
        outOfCredits();
      } else say(where, (e as Error).message);
    } finally {
      void credit.fetchCredits(true);
    }
  };

  /** Why a run from `where` cannot start (shown there), or null. */
  const refusal = (where: Place, p: Params | null) => {
    if (!files.original || !user) return t(where === 'quick' ? 'quick.needPhoto' : 'validation.fileAndLogin');
    if (!p) return t('validation.badJson');
    return null;
  };

  /** Starts a run from `where`: its number, or null when it cannot start (the reason is shown). */
  const begin = (where: Place, p: Params | null) => {
    if (credit.redirecting) return null;
    const problem = refusal(where, p);
    say(where, problem);
    if (problem || !p) return null;
    if (isOfficial(p.type) && credits && credits.instant <= 0) {
      outOfCredits();
      return null;
    }
    const mine = ++runs.current;
    setRunning(true);
    setIdResult(null);
    setEditResult(null);
    return mine;
  };
  const end = (mine: number) => {
    if (runs.current !== mine) return;
    setRunning(false);
    setStage(null);
  };

  /** The advanced way's last step: the edited JSON, with the masks made so far. */
  const execute = async () => {
    const p = parseParams(prepared ?? '');
    const mine = begin('advanced', p);
    if (mine === null || !p) return;
    await send(p, masks, 'advanced', mine);
    end(mine);
  };

  /** The consumer's one step: the masks the photos still lack, the JSON the advanced view shows, the photo. */
  const makeInOneStep = async () => {
    const mine = begin('quick', params);
    if (mine === null) return;
    setStage({ step: 'masks', since: Date.now() });
    const made = { ...masks };
    for (const which of ['original', 'reference'] as const)
      if (files[which] && !made[which]) made[which] = await makeMask(which, 'quick');
    setPrepared(JSON.stringify(params, null, 2));
    // An official photo does not need the masks (they are for the edit): a mask that failed stops only an edit.
    if (runs.current === mine && (isOfficial(params.type) || made.original)) {
      say('quick', null);
      await send(params, made, 'quick', mine);
    }
    end(mine);
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
    stage,
    error,
    place,
    redirecting: credit.redirecting,
    idResult,
    editResult,
    choose,
    createMask,
    prepare,
    execute,
    makeInOneStep,
  };
}
