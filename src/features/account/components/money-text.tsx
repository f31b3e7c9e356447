// One amount: decimal formatting with the language's separators, `****` while amounts are hidden.
import { currentLocale } from '@/lib/i18n';
import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { useAppStore } from '@/stores/app-store';

export function MoneyText({
  value,
  signed = false,
  className,
}: {
  value: DecimalInput | null | undefined;
  signed?: boolean;
  className?: string;
}) {
  const hide = useAppStore((s) => s.hide);
  return (
    <span className={className} data-money="">
      {hide ? '****' : formatMoney(value, { locale: currentLocale(), signed })}
    </span>
  );
}
