// The fees example's optional stock code: typed, it reads that stock's quote and spread rule, shows
// its name and price (which the reader may take as the example's price), and replaces the typed
// spread rate with the stock's own.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { price as priceText } from './format';
import styles from './stock-code-field.module.css';
import type { StockSpread } from './use-stock-spread';

export function StockCodeField({
  code,
  onCode,
  spread,
  onUsePrice,
}: {
  code: string;
  onCode: (next: string) => void;
  spread: StockSpread;
  onUsePrice: (price: number) => void;
}) {
  const { t } = useTranslation('collegeMoney');
  const id = useId();
  const { stock } = spread;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('fees.example.code')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder={t('fees.example.codeHint')}
        value={code}
        data-testid="fees-code"
        onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      {stock ? (
        <div className={styles.stock} data-testid="fees-stock">
          <span>
            {t('fees.example.stockNow', {
              name: stock.name,
              price: stock.price === null ? '--' : priceText(stock.price),
            })}
          </span>
          {stock.price !== null && stock.price > 0 ? (
            <button
              type="button"
              className={styles.use}
              data-testid="fees-use-price"
              onClick={() => onUsePrice(stock.price ?? 0)}
            >
              {t('fees.example.usePrice')}
            </button>
          ) : null}
        </div>
      ) : spread.isUnknown ? (
        <span className={styles.stock} role="status" data-testid="fees-stock-unknown">
          {t('fees.example.codeUnknown')}
        </span>
      ) : null}
    </div>
  );
}
