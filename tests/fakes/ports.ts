// The port a fake provider must listen on in the emulator suites (see scripts/lib/fake-ports.mjs).
import { FAKE_PORTS } from '../../scripts/lib/fake-ports.mjs';

export type FakeName = keyof typeof FAKE_PORTS;
export const fakePort = (name: FakeName): number => FAKE_PORTS[name];
