import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/afterFirstPaint';

/** False on the first render, true once the page has painted (see afterFirstPaint). */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
