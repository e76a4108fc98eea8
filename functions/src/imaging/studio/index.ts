// The studio line's engine: training-photo checks, the reference set (the local trainer), composed headshots (the
// local generator) and identity scores. judge-set.ts is left out on purpose: the API imports it without the engine.
export { trainingPhoto, type TrainingPhotoResult } from './training-photo';
export { referenceSet, type ReferenceSetResult } from './reference-set';
export { studioHeadshots, type HeadshotRequest, type Headshot, type HeadshotFormat } from './headshots';
export { identityScores, scoresAgainstPhoto } from './identity-scores';
