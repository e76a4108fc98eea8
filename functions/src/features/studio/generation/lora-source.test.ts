// The LoRA URL a generation hands fal: in production a V4 signed read URL of our Storage backup, signed here with
// a throwaway service-account key (as the runtime's credentials sign it, without any network); a local training,
// or a fal one without a backup, keeps what it had.
import { generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { LORA_URL_TTL_MS, loraUrlFor, signedReadUrl } from './lora-source';

describe('the LoRA a generation reads', () => {
  it('is a signed, read-only V4 URL of the backup that expires after LORA_URL_TTL_MS', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const storage = new Storage({
      projectId: 'bitna-test',
      credentials: {
        client_email: 'functions@bitna-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    const file = storage
      .bucket('bitna-test.appspot.com')
      .file('users/u1/studio/trainings/t1/lora.safetensors');
    const url = new URL(await signedReadUrl(file, Date.now()));
    expect(url.origin + url.pathname).toBe(
      'https://storage.googleapis.com/bitna-test.appspot.com/users/u1/studio/trainings/t1/lora.safetensors',
    );
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Expires')).toBe(String(LORA_URL_TTL_MS / 1000));
    expect(url.searchParams.get('X-Goog-Credential')).toMatch(
      /^functions@bitna-test\.iam\.gserviceaccount\.com\//,
    );
    expect(url.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
  });

  it('stays the training’s own for the local engine, and fal’s URL when there is no backup', async () => {
    const local = {
      id: 't1',
      provider: 'local' as const,
      loraUrl: null,
      backup: { path: 'x.json', fileSizeMb: 0 },
    };
    expect(await loraUrlFor(local)).toBeNull();
    const unbacked = {
      id: 't2',
      provider: 'fal' as const,
      loraUrl: 'https://v3.fal.media/l.safetensors',
      backup: null,
    };
    expect(await loraUrlFor(unbacked)).toBe('https://v3.fal.media/l.safetensors');
  });
});
