// /indexBuy 指数购买: an index contract from the index account (screens §5.4).
import { OrderTicket } from '../components/order-ticket';

export default function IndexBuyPage() {
  return <OrderTicket route="indexBuy" />;
}
