// Where the studio lines keep files. Everything a user owns sits under users/{uid}/ (account deletion removes one
// prefix); clients never read Storage (storage.rules deny all), the API serves the bytes to their owner.
export const studioStoragePath = {
  uploadPhoto: (uid: string, sessionId: string, photoId: string) =>
    `users/${uid}/studio/uploads/${sessionId}/${photoId}.jpg`,
  /** The photo's aligned face crop (biometric data): in the session's folder, so it goes with the photos. */
  uploadFace: (uid: string, sessionId: string, photoId: string) =>
    `users/${uid}/studio/uploads/${sessionId}/${photoId}.face.jpg`,
  trainingDir: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/`,
  trainingZip: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/photos.zip`,
  loraFile: (uid: string, trainingId: string) =>
    `users/${uid}/studio/trainings/${trainingId}/lora.safetensors`,
  referenceSet: (uid: string, trainingId: string) =>
    `users/${uid}/studio/trainings/${trainingId}/reference.json`,
  referenceCrop: (uid: string, trainingId: string, index: number) =>
    `users/${uid}/studio/trainings/${trainingId}/reference/${index}.jpg`,
  thumbnail: (uid: string, trainingId: string) => `users/${uid}/studio/trainings/${trainingId}/thumbnail.jpg`,
  generationDir: (uid: string, generationId: string) => `users/${uid}/studio/generations/${generationId}/`,
  generationImage: (uid: string, generationId: string, index: number, ext: string) =>
    `users/${uid}/studio/generations/${generationId}/${index}.${ext}`,
  generationFourK: (uid: string, generationId: string, index: number, ext: string) =>
    `users/${uid}/studio/generations/${generationId}/${index}.4k.${ext}`,
  generationPreview: (uid: string, generationId: string, index: number) =>
    `users/${uid}/studio/generations/${generationId}/${index}.preview.jpg`,
};
