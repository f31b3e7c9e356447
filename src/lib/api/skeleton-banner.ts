// Boot's side of /home's first banner painted by index.html's skeleton (ADR 0040; the entry paints
// it, ./early-image.ts): a module of boot's own, so the entry does not carry it.
/**
 * Called by boot right before the app's first render (React's commit replaces the skeleton):
 * resolves once the skeleton's banner image, if painted, has been on screen for a frame — or has
 * failed, or after `maxMs` — so the commit never removes it unpainted (the page's largest paint
 * would then be the carousel's, after the whole start-up). No image is painted after this call.
 */
export const skeletonBannerShown = (maxMs: number, doc: Document = document): Promise<void> => {
  doc.querySelector<HTMLElement>('#root > .sk')?.setAttribute('data-mounting', '');
  const img = doc.querySelector<HTMLImageElement>('#root > .sk > .sk-banner > img');
  if (!img) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    setTimeout(done, maxMs);
    // Decoded, then two frames: the one that paints it has been produced.
    img.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(done)), done);
  });
};
