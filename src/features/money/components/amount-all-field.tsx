// An amount field with the 'all' button beside it, level with the input (the withdrawal and the
// transfer forms): the button fills in everything the form allows. An amount is never
// autocompleted and can be cleared.
import { FormField, type FormFieldProps } from '@/components/form-field';

import styles from './amount-all-field.module.css';

const SHAPE_CLASS = { box: styles.box, pill: styles.pill } as const;

export interface AmountAllFieldProps extends FormFieldProps {
  allLabel: string;
  onAll: () => void;
  allTestId: string;
  /** The button's outline: a rounded box (withdrawal) or a pill (transfer). */
  allShape: keyof typeof SHAPE_CLASS;
}

export function AmountAllField({
  allLabel,
  onAll,
  allTestId,
  allShape,
  ...field
}: AmountAllFieldProps) {
  return (
    <div className={styles.row}>
      <FormField autoComplete="off" clearable {...field} />
      <button
        type="button"
        className={`${styles.all} ${SHAPE_CLASS[allShape]}`}
        onClick={onAll}
        data-testid={allTestId}
      >
        {allLabel}
      </button>
    </div>
  );
}
