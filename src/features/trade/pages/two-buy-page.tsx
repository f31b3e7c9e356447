// /twoBuy 两融交易: the margin-trading stock ticket (screens §5.4).
import { OrderTicket } from '../components/order-ticket';

export default function TwoBuyPage() {
  return <OrderTicket route="twoBuy" />;
}
