// Security review N3 on the emulators: deleting an account leaves nothing of the person, upload sessions and
// their face descriptors included; a job still running when its owner is deleted writes nothing afterwards,
// and files written by a job that lost its race (deleted, cancelled) are deleted again; the sweeper removes
// files whose owner no longer exists. The job line here is a tiny one ("notes") whose result is one file,
// written behind a gate the test opens when it wants.
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../../functions/src/features/auth/delete-account';
import {
  failJob,
  getJob,
  runJob,
  saveFile,
  sweepOrphanFiles,
  type JobLine,
  type JobRecord,
} from '../../functions/src/jobs';
import { adminBucket, adminDb, adminAuth } from './emulator';
import { newScriptedJob } from './kernel-helpers';
import { createMember } from './payments-helpers';
import { seedReadySession } from './studio-helpers';

adminDb();
const HOUR = 60 * 60 * 1000;

const filesOf = async (uid: string) =>
  (await adminBucket().getFiles({ prefix: `users/${uid}/` }))[0].map((f) => f.name);

interface Note extends JobRecord {
  text: string;
  note?: string;
}
type Written = { state: 'completed'; text: string };

/** A gate a line waits on: `opened` resolves its waiters; `reached` says the line got there. */
function gate() {
  let open!: () => void;
  let reach!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { open, reach, opened, reached };
}

/** The notes line: its result is one file, written and then held at `hold` before the document is settled. */
function notesLine(hold: ReturnType<typeof gate>): JobLine<Note, string, Written> {
  return {
    name: 'note',
    collection: 'test_notes',
    unit: 'instant',
    running: 'processing',
    leaseMs: 60_000,
    timeoutMs: 10 * 60_000,
    webhookGraceMs: 60_000,
    webhook: { path: '/notes/fal-webhook' },
    deliveryKey: 'noteId',
    failedKey: 'note.failed',
    timeoutKey: 'note.timeout',
    ended: () => ({}),
    prepare: async (job) => ({ input: job.text }),
    async complete(job, result) {
      const folder = `users/${job.userId}/notes/${job.id}/`;
      await saveFile(`${folder}note.txt`, Buffer.from(result.text), 'text/plain');
      hold.reach();
      await hold.opened;
      return { written: [folder], fields: () => ({ note: result.text }) };
    },
  };
}

const newNote = (line: JobLine<Note, string, Written>, uid: string) => newScriptedJob(line, uid, 'hello');

/** A provider that answers once `release` is opened. */
function heldProvider(release: ReturnType<typeof gate>) {
  return {
    portFor: () => ({
      async start(input: string) {
        release.reach();
        await release.opened;
        return { state: 'completed' as const, text: input };
      },
      check: async () => ({ state: 'running' as const }),
      cancel: async () => undefined,
    }),
  };
}

describe('N3 — account deletion leaves nothing', () => {
  it('N3 — deleting the account removes its studio upload sessions, their descriptors, photos and face crops', async () => {
    const user = await createMember('erase-session', 0);
    const session = await seedReadySession(user.uid, 3);
    const faces = session.photos.map((p) => p.face!.path);
    expect((await filesOf(user.uid)).sort()).toEqual([...session.photos.map((p) => p.path), ...faces].sort());

    await deleteAccount(user.uid);

    const left = await adminDb().collection('training_uploads').where('userId', '==', user.uid).get();
    expect(left.size).toBe(0);
    expect((await adminDb().collection('training_uploads').doc(session.id).get()).exists).toBe(false);
    expect(await filesOf(user.uid)).toEqual([]);
  });

  it('N3 — a job whose provider answers after its owner was deleted writes no file and no document', async () => {
    const user = await createMember('erase-late-provider', 1);
    const line = notesLine(gate());
    const id = await newNote(line, user.uid);
    const provider = gate();
    const run = runJob(line, id, heldProvider(provider));
    await provider.reached;

    await deleteAccount(user.uid);
    provider.open();

    expect(await run).toBe('already_settled');
    expect(await filesOf(user.uid)).toEqual([]);
    // (test_notes is no owned collection, so its document outlives the account here: it was never completed.)
    const left = (await getJob(line, id))!;
    expect([left.status, left.note]).toEqual(['processing', undefined]);
    expect((await adminDb().collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('N3 — files a job wrote while its owner was being deleted are deleted again', async () => {
    const user = await createMember('erase-while-writing', 1);
    const hold = gate();
    const line = notesLine(hold);
    const id = await newNote(line, user.uid);
    const run = runJob(line, id, heldProvider(gateOpen()));
    await hold.reached;
    expect(await filesOf(user.uid)).toEqual([`users/${user.uid}/notes/${id}/note.txt`]);

    await deleteAccount(user.uid);
    hold.open();

    expect(await run).toBe('already_settled');
    expect(await filesOf(user.uid)).toEqual([]);
    expect((await adminDb().collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('reliability risk 1 — a job failed while its result was being written leaves no file', async () => {
    const user = await createMember('erase-cancel-race', 1);
    const hold = gate();
    const line = notesLine(hold);
    const id = await newNote(line, user.uid);
    const run = runJob(line, id, heldProvider(gateOpen()));
    await hold.reached;

    expect(await failJob(line, (await getJob(line, id))!, { key: 'note.timeout' })).toBe('failed');
    hold.open();

    expect(await run).toBe('already_settled');
    expect(await filesOf(user.uid)).toEqual([]);
    expect((await getJob(line, id))!.status).toBe('failed');
  });
});

describe('N3 — the orphan sweeper', () => {
  it('N3 — deletes the old files of owners who exist neither in Auth nor in Firestore, and only those', async () => {
    const tag = `sweep${Date.now().toString(36)}`;
    const gone = `${tag}-gone`;
    const keptUid = `${tag}-kept`;
    // An owner with an Auth account but no user document yet (a new user) keeps everything.
    await adminAuth().createUser({ uid: keptUid, email: `${keptUid}@example.com` });
    for (const uid of [gone, keptUid])
      await adminBucket().file(`users/${uid}/a/b.jpg`).save(Buffer.from('x'));

    // Within the grace period nothing goes: a new user's first upload may come before their documents.
    expect(await sweepOrphanFiles({ now: Date.now(), prefix: `users/${tag}` })).toEqual({
      owners: 0,
      files: 0,
    });
    expect(await filesOf(gone)).toHaveLength(1);

    expect(await sweepOrphanFiles({ now: Date.now() + 2 * HOUR, prefix: `users/${tag}` })).toEqual({
      owners: 1,
      files: 1,
    });
    expect(await filesOf(gone)).toEqual([]);
    expect(await filesOf(keptUid)).toHaveLength(1);
  });
});

/** A gate that is already open. */
function gateOpen() {
  const g = gate();
  g.open();
  return g;
}
