/**
 * /training-status columns, in order. A customer sees their trainings in plain words: no internal ids, trigger
 * words or file details, and one status. The spec's full monitor (id, trigger word, status and actual status,
 * backup, LoRA) is the admin's table of every user's trainings, with the owner and the provider's job added.
 */
export const TRAINING_COLUMNS = [
  'number',
  'thumbnail',
  'name',
  'status',
  'provider',
  'created',
  'actions',
] as const;

export const ADMIN_TRAINING_COLUMNS = [
  'owner',
  'id',
  'name',
  'trigger',
  'status',
  'actual',
  'provider',
  'job',
  'created',
  'backup',
  'lora',
  'select',
] as const;
