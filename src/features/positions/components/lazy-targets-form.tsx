// The take-profit / stop-loss form sits below the detail page's first screen and brings antd's
// Input and its locale: its code loads when the form's place comes near the viewport, once the
// page has settled, or on the first tap there. Until then its place shows the title, kept tall.
import { Suspense, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';
import { useNearViewport } from '@/lib/use-near-viewport';

import sectionStyles from './section.module.css';
import styles from './targets-form.module.css';
import type { TargetsForm as Form } from './targets-form';

type TargetsFormProps = ComponentProps<typeof Form>;

const targetsForm = lazyOnFirstUse<TargetsFormProps>(() =>
  import('./targets-form').then((m) => m.TargetsForm),
);
/** Loads the form's code (tests await it; the page loads it near the viewport). */
export const preloadTargetsForm = targetsForm.warm;

function FormPlace() {
  const { t } = useTranslation('positions');
  return (
    <section className={`${sectionStyles.section} ${styles.place}`} aria-busy="true">
      <h2 className={sectionStyles.sectionTitle}>{t('targets.title')}</h2>
    </section>
  );
}

export function LazyTargetsForm(props: TargetsFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isTapped, setTapped] = useState(false);
  const isNear = useNearViewport(ref, { rootMargin: '200px 0px' });
  const isWanted = isNear || isTapped;
  return (
    <div ref={ref} onPointerDown={() => setTapped(true)}>
      {isWanted ? (
        <Suspense fallback={<FormPlace />}>
          <targetsForm.Component {...props} />
        </Suspense>
      ) : (
        <FormPlace />
      )}
    </div>
  );
}
