// The gate that stops a withdrawal now — its reason and the link to the page that fixes it. Shown
// as a status while the form is open; announced (role=alert) and scrolled into view each time a
// submit runs into it (the button may be far below it).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import pill from '@/components/pill-link.module.css';

import type { AccountGate } from '../model/withdraw-gates';

import styles from './withdraw-gate-notice.module.css';

/** The back header's height and a little air. */
const HEADER_CLEARANCE_PX = 60;

export function WithdrawGateNotice({ gate, hits }: { gate: AccountGate; hits: number }) {
  const { t } = useTranslation(['money', 'common']);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (hits === 0 || !el) return;
    // Scroll the page itself, clear of the sticky back header (scrollIntoView would also move the
    // phone's visual viewport and push the header off screen).
    const { top, bottom } = el.getBoundingClientRect();
    if (top >= HEADER_CLEARANCE_PX && bottom <= window.innerHeight) return;
    window.scrollTo({ top: window.scrollY + top - HEADER_CLEARANCE_PX, behavior: 'smooth' });
  }, [hits]);
  return (
    <section
      ref={ref}
      className={styles.gate}
      role={hits > 0 ? 'alert' : 'status'}
      data-testid="withdraw-gate"
      data-gate={gate.id}
    >
      <p className={styles.gateText}>{t(gate.key as never, gate.values)}</p>
      {gate.fixHref && gate.fixLabel && (
        <Link className={pill.pillLink} to={gate.fixHref} data-testid="withdraw-gate-fix">
          {t(gate.fixLabel as never)}
        </Link>
      )}
    </section>
  );
}
