// /futuresBuy 期货购买: a foreign future from the futures account (screens §5.4).
import { OrderTicket } from '../components/order-ticket';

export default function FuturesBuyPage() {
  return <OrderTicket route="futuresBuy" />;
}
