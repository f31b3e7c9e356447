// The legacy position searches (screens §6.2): open positions (/holdorderlist, /holdorderlist2,
// each card with the close sheet) or closed ones (/sellorderlist, /sellorderlist2), filtered by
// stock code or by pinyin initials as the reference's pages did.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';

import { ClosedPositionsList } from './closed-positions-list';
import { OpenPositionsList } from './open-positions-list';
import { warehousePath } from './paths';
import pageStyles from './page.module.css';
import styles from './position-search-screen.module.css';
import { SearchField } from './search-field';

export type SearchBy = 'code' | 'spell';

const OTHER_PAGE: Record<'open' | 'closed', Record<SearchBy, string>> = {
  open: { code: routes.holdorderlist2.href(), spell: routes.holdorderlist.href() },
  closed: { code: routes.sellorderlist2.href(), spell: routes.sellorderlist.href() },
};

export function PositionSearchScreen({ list, by }: { list: 'open' | 'closed'; by: SearchBy }) {
  const { t } = useTranslation('positions');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  // Initials are stored in capitals (stockSpell); codes as typed.
  const keyword = by === 'spell' ? typed.toUpperCase() : typed;
  const filter = by === 'code' ? { stockCode: keyword } : { stockSpell: keyword };
  return (
    <div className={pageStyles.page} data-testid={`position-search-${list}-${by}`}>
      <div className={styles.searchBox}>
        <SearchField
          value={text}
          onChange={setText}
          placeholder={t(`search.placeholder.${list}.${by}`)}
          testId="position-search-input"
        />
        <Link to={OTHER_PAGE[list][by]} replace className={styles.searchSwitch}>
          {by === 'code' ? t('search.bySpell') : t('search.byCode')}
        </Link>
      </div>
      {list === 'open' ? (
        <OpenPositionsList
          {...filter}
          onShowClosed={() => void navigate(warehousePath('closed'))}
        />
      ) : (
        <ClosedPositionsList {...filter} />
      )}
    </div>
  );
}
