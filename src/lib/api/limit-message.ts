// The server's attempt-limit and upload-quota refusals (issue 17) in the trader's language. The
// mock words them in Chinese like every reference message (`LIMIT_TEXT` in the contract module);
// shown as sent, a Thai trader would read Chinese. Waits become "N s" under a minute, else "N min"
// rounded up, so the trader knows when to try again.
import { readLimitText } from '@/api/contracts/limit-texts';
import { i18n } from '@/lib/i18n';

/** The localized text of a limit refusal, or undefined when `message` is not one. */
export const limitMessage = (message: string): string | undefined => {
  const refusal = readLimitText(message);
  if (!refusal) return undefined;
  switch (refusal.kind) {
    case 'tooFrequent':
    case 'loginBackoff': {
      const isMinutes = refusal.seconds >= 60;
      const n = isMinutes ? Math.ceil(refusal.seconds / 60) : refusal.seconds;
      if (refusal.kind === 'tooFrequent') {
        return isMinutes
          ? i18n.t('common:limits.tooFrequentMinutes', { n })
          : i18n.t('common:limits.tooFrequentSeconds', { n });
      }
      return isMinutes
        ? i18n.t('common:limits.loginBackoffMinutes', { n })
        : i18n.t('common:limits.loginBackoffSeconds', { n });
    }
    case 'codeVoid':
      return i18n.t('common:limits.codeVoid');
    case 'uploadCount':
      return i18n.t('common:limits.uploadCount');
    case 'uploadBytes':
      return i18n.t('common:limits.uploadBytes');
    case 'uploadFull':
      return i18n.t('common:limits.uploadFull');
  }
};
