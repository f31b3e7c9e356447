// /sellStocks: the stock ticket opened on the short side, 买跌 (screens §5.1).
import { OrderTicket } from '../components/order-ticket';

export default function SellStocksPage() {
  return <OrderTicket route="sellStocks" />;
}
