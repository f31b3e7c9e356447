// Cancelling a pending order (`/user/delOrder.do`, api-contract §11.7).
import { delOrder } from '@/api/contracts/endpoints/trading';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

/**
 * The reference answers a successful delete with status 1 and msg "删除成功" (§17.3 #17), which the
 * request helper reports as a business error. This is the one place that quirk is decided: that
 * text means deleted, whatever the status; every other status-1 text is a real refusal
 * (该挂单不存在, 该挂单不属于您, 删除失败…). A backend that fixes the quirk (status 0) also works.
 */
export const DEL_ORDER_SUCCESS_TEXT = '删除成功';

export const cancelPendingOrder = async (id: number): Promise<{ message: string }> => {
  try {
    const { message } = await request(
      delOrder,
      { id },
      { intentKey: `positions.delOrder:${id}`, alert: 'none' },
    );
    return { message };
  } catch (e) {
    if (isApiError(e) && e.kind === 'business' && e.serverMessage === DEL_ORDER_SUCCESS_TEXT) {
      return { message: e.serverMessage };
    }
    throw e;
  } finally {
    void afterWrite('cancelOrder');
  }
};
