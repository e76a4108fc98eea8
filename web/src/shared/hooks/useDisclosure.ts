import { useCallback, useState } from 'react';

/**
 * A panel shown and hidden by a button: whether it is open, and the props that make the button say so to
 * assistive tech (aria-expanded, aria-controls) and toggle it.
 */
export function useDisclosure(panelId: string) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggleProps = {
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((was) => !was),
  };
  return { open, close, toggleProps };
}
