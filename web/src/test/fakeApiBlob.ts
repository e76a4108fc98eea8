// Stand-in for shared/lib/apiClient where a test wants the file downloads (owner-only images through
// shared/lib/ownerFiles) answered per test: everything is the real client but `apiBlob`.
// `vi.mock('<path>/shared/lib/apiClient', () => import('<path>/test/fakeApiBlob'))`
import { vi } from 'vitest';
import type * as Real from '../shared/lib/apiClient';

const real = await vi.importActual<typeof Real>('../shared/lib/apiClient');

export const { ApiError, NO_TOKEN_MESSAGE, apiRequest, apiPathOf, fileForm, translateApiFallbacks } = real;
export const apiBlob = vi.fn<typeof Real.apiBlob>(async () => new Blob(['jpg']));
