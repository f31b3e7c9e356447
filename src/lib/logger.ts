// The app's only console access: config-resolution failures are logged (product-spec §8) and
// nothing else; tokens and headers are never passed here.
/* eslint-disable no-console */
export const logger = {
  error: (message: string, detail?: unknown): void => {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  },
  warn: (message: string, detail?: unknown): void => {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  },
};
