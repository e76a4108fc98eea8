import { within } from '@testing-library/react';

/** Each link inside `container`, in order, as [its text, where it goes]. */
export const linksIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
