/** Spec §2 /training-status table columns, in order. */
export const TRAINING_COLUMNS = [
  'number',
  'thumbnail',
  'id',
  'name',
  'trigger',
  'status',
  'actual',
  'provider',
  'created',
  'backup',
  'lora',
  'actions',
] as const;
