// antd-mobile's DotLoading drawn with CSS: three small squares hopping in turn, in the text's
// colour. Decorative (the words beside it say "loading"), so hidden from screen readers.
import styles from './loading-dots.module.css';

export function LoadingDots() {
  return (
    <span className={styles.dots} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
