// Where the instant line keeps files (functions only: the API serves them to their owner, storage.rules deny all).
/** Everything a user owns sits under `users/{uid}/` so deleting an account removes one prefix. */
export const instantStoragePath = {
  original: (uid: string, uploadId: string) => `users/${uid}/instant/originals/${uploadId}`,
  resultDir: (uid: string, editId: string) => `users/${uid}/instant/results/${editId}/`,
  printSheet: (uid: string, editId: string) => `users/${uid}/instant/results/${editId}/print-sheet.jpg`,
  result: (uid: string, editId: string, index: number) =>
    `users/${uid}/instant/results/${editId}/${index}.jpg`,
  /** The result at most INSTANT_PREVIEW_SIDE on its long side, made when the edit completes. */
  preview: (uid: string, editId: string, index: number) =>
    `users/${uid}/instant/results/${editId}/${index}.preview.jpg`,
};
