// Every trading route (/buyStocks, /sellStocks, /TradingBuy, /buy, /twoBuy, /subWarehouseBuy,
// /indexBuy, /futuresBuy; screens §5): one order ticket, configured by the route (route-pages).
import { OrderTicket } from '../components/order-ticket';
import type { TicketRoute } from '../model/ticket-config';

export default function OrderTicketPage({ route }: { route: TicketRoute }) {
  return <OrderTicket route={route} />;
}
