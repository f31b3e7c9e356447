// Save (a download), share (when the system can share files) and refresh (a new snapshot).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/stores/app-store';

import { canShareFiles, saveBundleFile, shareBundleFile } from './save-bundle-file';
import styles from './support-bundle.module.css';

interface Props {
  /** The file's text and name; null while there is nothing to save. */
  file: { text: string; fileName: string } | null;
  onRefresh: () => void;
}

export function BundleActions({ file, onRefresh }: Props) {
  const { t } = useTranslation('support');
  const showAlert = useAppStore((s) => s.showAlert);
  const [isSharable] = useState(canShareFiles);
  const save = () => {
    if (!file) return;
    saveBundleFile(file.text, file.fileName);
    showAlert(t('actions.saved', { name: file.fileName }), 'success');
  };
  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={!file}
        onClick={save}
        data-testid="support-bundle-save"
      >
        {t('actions.save')}
      </Button>
      {isSharable && (
        <Button
          block
          shape="rounded"
          disabled={!file}
          onClick={() => {
            if (file) void shareBundleFile(file.text, file.fileName);
          }}
          data-testid="support-bundle-share"
        >
          {t('actions.share')}
        </Button>
      )}
      <Button block shape="rounded" onClick={onRefresh} data-testid="support-bundle-refresh">
        {t('actions.refresh')}
      </Button>
    </div>
  );
}
