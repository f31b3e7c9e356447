// /buyStocks: the stock ticket from the quote page, long preselected (screens §5.2).
import { OrderTicket } from '../components/order-ticket';

export default function BuyStocksPage() {
  return <OrderTicket route="buyStocks" />;
}
