/**
 * Resolves once the page has painted: a frame callback runs just before the browser paints, and a task queued
 * from it runs after. What the first screen does not need to show itself (the Firebase SDK, the price list)
 * waits for this, so it never competes with the first paint for the network or the CPU. A hidden tab paints
 * nothing and never runs frame callbacks, so there it resolves at once.
 */
let painted: Promise<void> | undefined;

export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const after = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') after();
    else requestAnimationFrame(after);
  });
  return painted;
}
