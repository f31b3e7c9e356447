// Bank card (api-contract §13.1, §13.2): at most one card per user; the success texts of add and
// update come in `data` (§2.2). The reference's add check is kept as it is: a card number shorter
// than 16 characters is refused with its literal text 银行卡号大于16位.
import { bankAdd, bankUpdate, getBankInfo } from '../../../src/api/contracts/endpoints/money';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';

export const BANK_MESSAGES = {
  added: '添加银行卡成功',
  exists: '银行信息已存在，不要重复添加',
  tooShort: '银行卡号大于16位',
  addFailed: '添加银行卡失败',
  updated: '修改银行卡成功',
  noCard: '修改失败，找不到银行',
  updateFailed: '修改银行卡失败',
  noInfo: '未添加银行信息',
} as const;

/** The reference's minimum card-number length on add. */
export const BANK_NO_MIN_LENGTH = 16;

const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';
const orNull = (text: string | undefined): string | null =>
  text === undefined || isBlank(text) ? null : text.trim();

export const bankRoutes = (mount: Mount): void => {
  mount(bankAdd, ({ params, user, store, now }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    if (store.tables.userBanks.first('userId', user.id)) return fail(BANK_MESSAGES.exists);
    const bankNo = (params.bankNo ?? '').trim();
    if (bankNo.length < BANK_NO_MIN_LENGTH) return fail(BANK_MESSAGES.tooShort);
    // NOT NULL columns: a blank bank name makes the insert fail.
    const bankName = (params.bankName ?? '').trim();
    if (bankName === '') return fail(BANK_MESSAGES.addFailed);
    store.tables.userBanks.insert({
      userId: user.id,
      bankName,
      bankNo,
      bankAddress: orNull(params.bankAddress),
      bankImg: orNull(params.bankImg),
      bankPhone: orNull(params.bankPhone),
      addTime: now,
    });
    store.changed();
    return ok(BANK_MESSAGES.added);
  });

  mount(bankUpdate, ({ params, user, store }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const card = store.tables.userBanks.first('userId', user.id);
    if (!card) return fail(BANK_MESSAGES.noCard);
    const bankName = (params.bankName ?? '').trim();
    const bankNo = (params.bankNo ?? '').trim();
    if (bankName === '' || bankNo === '') return fail(BANK_MESSAGES.updateFailed);
    store.tables.userBanks.update(card.id, {
      bankName,
      bankNo,
      bankAddress: orNull(params.bankAddress),
      ...(params.bankImg !== undefined ? { bankImg: orNull(params.bankImg) } : {}),
      ...(params.bankPhone !== undefined ? { bankPhone: orNull(params.bankPhone) } : {}),
    });
    store.changed();
    return ok(BANK_MESSAGES.updated);
  });

  mount(getBankInfo, ({ user, store }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const card = store.tables.userBanks.first('userId', user.id);
    if (!card) return fail(BANK_MESSAGES.noInfo);
    return ok({
      realName: user.realName,
      bankName: card.bankName,
      bankNo: card.bankNo,
      bankAddress: card.bankAddress,
    });
  });
};
