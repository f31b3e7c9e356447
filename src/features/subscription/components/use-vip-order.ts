// The VIP grab form's state: lots (default buyMinNum ÷ 100 once the settings are in), the checks
// before sending (lot limits, VIP threshold, margin limits), the grab sent once per intent (scope
// `subscription.vip`) and what follows: booked → every position and balance screen refreshes and
// the trader lands on /warehouse; refused (the status-0 "当前交易不可买入" included: nothing was
// booked) → the page stays with what was typed. That status-0 answer follows the board max-change
// rule, judged here first: beyond it the page says so and 买入 stays off.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { showToast } from '@/lib/load-overlays';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';

import { findVipEvidence, parseVipIntent, sendVipGrab, VIP_SCOPE } from '../api/vip-api';
import { cleanLots } from '../model/lots-input';
import {
  isBelowVipThreshold,
  vipLimitsOf,
  type VipIntent,
  type VipProblem,
} from '../model/vip-limits';

import { loadVipMaths, useVipMaths } from './use-vip-maths';

export const useVipOrder = ({
  code,
  name,
  price,
  changePct,
}: {
  code: string;
  name: string;
  price: string | null | undefined;
  changePct: number | null | undefined;
}) => {
  const { t } = useTranslation('blockVip');
  const navigate = useNavigate();
  const user = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const setting = useSiteSetting();
  const available = user.data?.enableAmt;
  const limits = vipLimitsOf(setting.data);

  const intent = useIntentSubmit<VipIntent, string>({
    scope: VIP_SCOPE,
    send: sendVipGrab,
    findEvidence: findVipEvidence,
    parse: parseVipIntent,
    onSuccess: () => {
      void afterWrite('booking');
      showToast({ content: t('vip.done'), icon: 'success' });
      void navigate(routes.warehouse.href());
    },
  });

  // What the trader typed; null until then, when the lots are the default buyMinNum ÷ 100 (once
  // the settings are in) — or, after a reload mid-submit, the lots of the request being checked.
  const kept =
    'record' in intent.outcome ? String(intent.outcome.record.params.buyNum / 100) : null;
  const [typed, setTyped] = useState<string | null>(kept);
  const lots = typed ?? (setting.data ? String(limits.minLots) : '');
  const [problems, setProblems] = useState<VipProblem[]>([]);

  const setLots = (text: string) => {
    if (intent.outcome.phase === 'refused') intent.dismiss();
    setTyped(cleanLots(text));
    setProblems([]);
  };

  const maths = useVipMaths();
  /** The checks (with the decimal maths, waited for if a tap beat it), then the request. */
  const send = () =>
    void (maths ? Promise.resolve(maths) : loadVipMaths()).then((m) => {
      const checked = m.checkVipOrder({
        code,
        name,
        price,
        changePct,
        lotsText: lots,
        available,
        limits,
      });
      setProblems(checked.problems);
      if (checked.intent) void intent.submit(checked.intent);
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // After a booking the page is on its way to the positions: late taps send nothing.
    if (intent.pending || intent.isBlocked || intent.outcome.phase === 'done') return;
    send();
  };
  const resend = () => {
    intent.dismiss();
    send();
  };

  return {
    lots,
    setLots,
    limits,
    available,
    margin: maths ? maths.vipMargin(price, lots) : null,
    isBelowThreshold: isBelowVipThreshold(available, limits),
    /** Beyond the board's max change: the server would not book it now (judged before sending). */
    boardProblem: maths ? maths.vipBoardProblem({ code, changePct }, limits) : null,
    lotsProblem: problems.find((p) => p.field === 'lots') ?? null,
    orderProblem: problems.find((p) => p.field === 'order') ?? null,
    onSubmit,
    resend,
    intent,
  };
};
