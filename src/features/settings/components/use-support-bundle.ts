// The bundle the support-bundle page shows and saves: one snapshot of the reply log, taken when
// the page opens and again on "refresh", never on its own (what the user checked is what is saved).
import { useCallback, useState } from 'react';

import type { SupportBundle } from '@/api/contracts/support-bundle';
import { bundleFileName, bundleText, utf8Bytes } from '@/lib/support/build-bundle';
import { snapshotBundle } from '@/lib/support/bundle-context';

export type BundleSnapshot =
  | { ok: true; bundle: SupportBundle; text: string; bytes: number; fileName: string }
  | { ok: false; reason: string };

const take = (): BundleSnapshot => {
  try {
    const bundle = snapshotBundle();
    const text = bundleText(bundle);
    return {
      ok: true,
      bundle,
      text,
      bytes: utf8Bytes(text),
      fileName: bundleFileName(new Date(bundle.createdAt)),
    };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
};

export const useSupportBundle = () => {
  const [snapshot, setSnapshot] = useState(take);
  const refresh = useCallback(() => setSnapshot(take()), []);
  return { snapshot, refresh };
};
