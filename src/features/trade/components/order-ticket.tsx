// One order ticket for every trading route (screens §5): the route decides the instrument kind and
// which inputs exist; the rest is shared. Two layers, so that a key re-renders only the lower one:
// this one loads (use-ticket-sources.ts), the body keeps what is typed and shows the screen
// (ticket-body.tsx). Submit and confirm: use-ticket-confirm.ts.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ticketFromQuery, type TicketRoute, type TicketSpec } from '../model/ticket-config';

import { TicketBody } from './ticket-body';
import { useTicketSources } from './use-ticket-sources';

export function OrderTicket({ route }: { route: TicketRoute }) {
  const [params] = useSearchParams();
  const spec = useMemo(() => ticketFromQuery(route, params), [route, params]);
  // Another instrument is another ticket: nothing typed for the previous one carries over.
  return <Ticket key={`${spec.kind}:${spec.code}:${spec.side}`} spec={spec} />;
}

function Ticket({ spec }: { spec: TicketSpec }) {
  // The typed parts the loaded data follows; the rest of what is typed is the body's.
  const [lever, setLever] = useState<number | null>(null);
  const [settledLots, setSettledLots] = useState<number | null>(null);
  const sources = useTicketSources(spec, { lever, settledLots });
  return <TicketBody sources={sources} above={{ lever, setLever, setSettledLots }} />;
}
