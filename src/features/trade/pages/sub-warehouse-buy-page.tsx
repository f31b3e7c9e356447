// /subWarehouseBuy 分仓交易: a stock bought inside a funding sub-account (screens §5.4).
import { OrderTicket } from '../components/order-ticket';

export default function SubWarehouseBuyPage() {
  return <OrderTicket route="subWarehouseBuy" />;
}
