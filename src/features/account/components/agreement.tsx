// An agreement text from the `account` namespace: lines starting with a Chinese / Roman ordinal
// heading ("一、", "1.", "I.") become headings, the rest paragraphs.
import { useTranslation } from 'react-i18next';

import styles from './agreement.module.css';

export type AgreementName = 'agree' | 'aggre' | 'trade';

const HEADING = /^(?:[一二三四五六七八九十]+、|\d+\.\s|[IVX]+\.\s|ข้อ\s?\d+|Điều\s\d+)/;

export function Agreement({ name }: { name: AgreementName }) {
  const { t } = useTranslation('account');
  const body = t(`agreements.${name}Body`);
  return (
    <article className={styles.doc} data-testid={`agreement-${name}`}>
      <h2>{t(`agreements.${name}Title`)}</h2>
      <p className={styles.docDate}>{t('agreements.updated')}</p>
      {body
        .split('\n')
        .map((line, i) => (HEADING.test(line) ? <h3 key={i}>{line}</h3> : <p key={i}>{line}</p>))}
    </article>
  );
}
