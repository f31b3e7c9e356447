// Saving and sharing a bundle file on the device: a download of a Blob URL, or the system share
// sheet when the browser can share files. Nothing goes over the network.
const JSON_TYPE = 'application/json';

export const saveBundleFile = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: JSON_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const bundleFile = (text: string, fileName: string): File =>
  new File([text], fileName, { type: JSON_TYPE });

/** Whether the system share sheet takes files here (phones mostly; not desktop Chromium). */
export const canShareFiles = (): boolean => {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [bundleFile('{}', 'probe.json')] });
  } catch {
    return false;
  }
};

/** Opens the share sheet; resolves false when the user closed it or sharing failed. */
export const shareBundleFile = async (text: string, fileName: string): Promise<boolean> => {
  try {
    await navigator.share({ files: [bundleFile(text, fileName)], title: fileName });
    return true;
  } catch {
    return false;
  }
};
