// My allocations, page by page (10 a page, polled every 5 s by their home), each with its
// sub-account's stock figures; loading, empty and failed states with a retry.
import { FundsApplyStatus } from '@/api/contracts/codes';

import { useAllOpenFundingPositions } from '@/lib/queries/funding';
import { useFundsApplications } from '@/lib/queries/funds-applications';

import { positionsOf } from '../model/allocation-view';

import { AllocationCard } from './allocation-card';
import { PagedStates } from './list-parts';
import styles from './stack.module.css';

export function AllocationsList({ emptyText }: { emptyText: string }) {
  const query = useFundsApplications();
  const trading = query.rows.filter((a) => a.status === FundsApplyStatus.TRADING).length;
  const open = useAllOpenFundingPositions(trading > 0);
  return (
    <div className={styles.stack} data-testid="allocations">
      <PagedStates
        query={query}
        count={query.rows.length}
        emptyTitle={emptyText}
        testId="allocations"
      >
        {query.rows.map((apply) => (
          <AllocationCard
            key={apply.id}
            apply={apply}
            held={positionsOf(apply, query.rows, open.data)}
            isMixed={trading > 1}
          />
        ))}
      </PagedStates>
    </div>
  );
}
