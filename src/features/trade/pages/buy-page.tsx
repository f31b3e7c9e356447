// /buy: the margin-trading stock ticket; legacy query names accepted (screens §5.4).
import { OrderTicket } from '../components/order-ticket';

export default function BuyPage() {
  return <OrderTicket route="buy" />;
}
