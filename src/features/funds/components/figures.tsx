// Label-over-value cells of a card (allocation, position, account).
import styles from './figures.module.css';

export interface FigureItem {
  label: string;
  value: string;
  tone?: 'rise' | 'fall';
  testId?: string;
}

export function Figures({ items }: { items: readonly FigureItem[] }) {
  return (
    <dl className={styles.grid}>
      {items.map((item) => (
        <div className={styles.cell} key={item.label}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} data-tone={item.tone} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
