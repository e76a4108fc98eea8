// The payment adapters: Toss, and the offline sandbox (one per instance: it keeps its authorisations in memory).
// Which one serves a request is decided in providers.ts.
import { createSandboxGateway, type SandboxGateway } from './sandbox';

export * from './port';
export { createTossGateway } from './toss';
export type { SandboxGateway } from './sandbox';

let sandbox: SandboxGateway | undefined;
export const sandboxGateway = () => (sandbox ??= createSandboxGateway());
