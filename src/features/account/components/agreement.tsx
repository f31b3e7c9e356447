// /agree, /aggre, /trade: the operator's agreement from getInfo.do — its title, its text sentence
// by sentence and its PDF (model/operator-agreement.ts, ADR 0026). Our own text from the
// `account` namespace is only the fallback when the operator sends none (or the site info cannot
// be read), and the page then says so. In ours, lines starting with an ordinal ("一、", "1.",
// "I.") become headings, the rest paragraphs.
import { useTranslation } from 'react-i18next';

import { PdfDocument } from '@/components/pdf-document';
import { useSiteInfo } from '@/lib/queries/site-info';

import {
  operatorAgreement,
  type AgreementName,
  type OperatorAgreement,
} from '../model/operator-agreement';

import styles from './agreement.module.css';

const HEADING = /^(?:[一二三四五六七八九十]+、|\d+\.\s|[IVX]+\.\s|ข้อ\s?\d+|Điều\s\d+)/;

export function OperatorText({ name, doc }: { name: AgreementName; doc: OperatorAgreement }) {
  const { t } = useTranslation('account');
  return (
    <article className={styles.doc} data-testid={`agreement-${name}`} data-source="operator">
      <h2 data-testid="agreement-title">{doc.title ?? t(`agreements.${name}Title`)}</h2>
      {doc.sentences.map((sentence, i) => (
        <p key={i} data-testid="agreement-sentence">
          {sentence}
        </p>
      ))}
      {doc.pdfUrl ? <PdfDocument url={doc.pdfUrl} /> : null}
    </article>
  );
}

function OwnText({ name, isUnreadable }: { name: AgreementName; isUnreadable: boolean }) {
  const { t } = useTranslation('account');
  const body = t(`agreements.${name}Body`);
  return (
    <article className={styles.doc} data-testid={`agreement-${name}`} data-source="ours">
      <h2 data-testid="agreement-title">{t(`agreements.${name}Title`)}</h2>
      <p className={styles.note} role="note" data-testid="agreement-fallback-note">
        {t(isUnreadable ? 'agreements.unreadableNote' : 'agreements.fallbackNote')}
      </p>
      <p className={styles.docDate}>{t('agreements.updated')}</p>
      {body
        .split('\n')
        .map((line, i) => (HEADING.test(line) ? <h3 key={i}>{line}</h3> : <p key={i}>{line}</p>))}
    </article>
  );
}

export function Agreement({ name }: { name: AgreementName }) {
  const site = useSiteInfo();
  if (site.isPending) {
    return (
      <article className={styles.doc} data-testid={`agreement-${name}`} aria-busy="true">
        {/* Our own bars: list-states' would bring the list error block into this page's load. */}
        {[50, 100, 100, 80].map((width, i) => (
          <span key={i} className={styles.bar} style={{ width: `${width}%` }} />
        ))}
      </article>
    );
  }
  const doc = operatorAgreement(name, site.data);
  return doc ? (
    <OperatorText name={name} doc={doc} />
  ) : (
    <OwnText name={name} isUnreadable={site.isError} />
  );
}
