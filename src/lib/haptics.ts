// Vibration goes through here so every caller gets the support check (product-spec §2: 55 ms).
import { VIBRATION_MS } from '@/api/contracts/constants';

export const vibrate = (ms: number = VIBRATION_MS): boolean => {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  try {
    return navigator.vibrate(ms);
  } catch {
    return false;
  }
};
