// The JavaScript engine sets up its number-formatting data (ICU) on the first Intl call of a page
// load: about 20 ms on a desktop (node measures 16-22 ms), four times that on a mid-range phone.
// Pages that format numbers with Intl start it in a task of its own while their data is on the
// way, so the cost does not land in the render that shows the first quote.
let warmed = false;

export const warmIntlSoon = (): void => {
  if (warmed || typeof Intl === 'undefined') return;
  warmed = true;
  setTimeout(() => {
    new Intl.NumberFormat('en').format(0);
  }, 0);
};
