// /TradingBuy: the full ticket, stock or index by the `type` query (screens §5.3).
import { OrderTicket } from '../components/order-ticket';

export default function TradingBuyPage() {
  return <OrderTicket route="tradingBuy" />;
}
