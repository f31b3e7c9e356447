// Long (买涨) or short (买跌): two large radio buttons in the rise / fall colours.
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';
import { vibrate } from '@/lib/haptics';

import cardStyles from './card.module.css';
import sideButtonsStyles from './side-buttons.module.css';
import styles from './side-switch.module.css';

const SIDES: readonly Direction[] = ['long', 'short'];

export function SideSwitch({
  side,
  onChange,
}: {
  side: Direction;
  onChange: (side: Direction) => void;
}) {
  const { t } = useTranslation('trade');
  return (
    <section className={cardStyles.card}>
      <div className={styles.sides} role="radiogroup" aria-label={t('side.label')}>
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={side === s}
            className={sideButtonsStyles.side}
            data-side={s}
            data-testid={`side-${s}`}
            onClick={() => {
              if (s !== side) vibrate();
              onChange(s);
            }}
          >
            {t(`side.${s}`)}
            <small>{t(`side.${s}Hint`)}</small>
          </button>
        ))}
      </div>
    </section>
  );
}
