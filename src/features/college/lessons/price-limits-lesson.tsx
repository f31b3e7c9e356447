// Lesson 2 — daily price limits per board, what a limit-up day means for an order, and the site's
// own change caps: the example asks the market rules and the ticket's buy rules themselves.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BuyRuleFailure } from '@/api/contracts/trading-rules';
import type { Direction } from '@/api/contracts/trading-math';
import { creaseMaxOf } from '@/lib/trading/crease-max';

import { pct, tick } from '../components/format';
import {
  Callout,
  ChoiceChips,
  FigureRows,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { settingLesson, type LessonSetting } from '../components/lesson-setting';
import { PriceInput, SideChips } from '../components/order-inputs';
import { BOARDS, boardLimitPct, type BoardId } from '../model/boards';
import { limitsExample } from '../model/limits-example';

function Example(s: LessonSetting) {
  const { t } = useTranslation('college');
  const [board, setBoard] = useState<BoardId>('main');
  const [prevClose, setPrevClose] = useState(11.11);
  const [change, setChange] = useState(3);
  const [side, setSide] = useState<Direction>('long');
  const limit = boardLimitPct(board);
  const x = limitsExample(
    { board, prevClose, changePct: Math.max(-limit, Math.min(limit, change)), side },
    creaseMaxOf(s.setting),
  );
  const verdictText = (v: BuyRuleFailure | undefined): string => {
    if (!v) return t('limits.verdictOk');
    if (v.rule === 'limit-up-long') return t('limits.verdictLimitUp');
    if (v.rule === 'st-or-delisting') return t('limits.verdictSt');
    if (v.rule === 'rise-too-high') return t('limits.verdictRise', { max: v.max });
    if (v.rule === 'fall-too-deep') return t('limits.verdictFall', { max: v.max });
    return t('limits.verdictOther');
  };
  return (
    <WorkedExample title={t('parts.example')} testId="limits-example">
      <ChoiceChips
        label={t('limits.boardInput')}
        options={BOARDS.map((b) => ({ value: b, label: t(`limits.boards.${b}`) }))}
        value={board}
        onChange={(b) => {
          setBoard(b);
          setChange((c) => Math.max(-boardLimitPct(b), Math.min(boardLimitPct(b), c)));
        }}
        testId="limits-board"
      />
      <PriceInput
        label={t('limits.prevCloseInput')}
        value={prevClose}
        onChange={setPrevClose}
        testId="limits-input-prev"
      />
      <NumberInput
        label={t('limits.changeInput')}
        value={Math.max(-limit, Math.min(limit, change))}
        onChange={setChange}
        min={-limit}
        max={limit}
        step={0.5}
        decimals={2}
        suffix="%"
        testId="limits-input-change"
      />
      <SideChips value={side} onChange={setSide} testId="limits-side" />
      <FigureRows
        rows={[
          { label: t('limits.limitPct'), value: `±${x.limitPct}%`, testId: 'limits-pct' },
          { label: t('limits.limitUp'), value: tick(x.limitUp), testId: 'limits-up', tone: 'rise' },
          {
            label: t('limits.limitDown'),
            value: tick(x.limitDown),
            testId: 'limits-down',
            tone: 'fall',
          },
          {
            label: t('limits.priceAt', { change: pct(x.changePct) }),
            value: tick(x.price),
            testId: 'limits-price',
          },
          {
            label: t('limits.verdict'),
            value: verdictText(x.verdict),
            testId: 'limits-verdict',
            isText: true,
          },
        ]}
      />
    </WorkedExample>
  );
}

function Body(s: LessonSetting) {
  const { t } = useTranslation('college');
  const caps = creaseMaxOf(s.setting);
  return (
    <>
      <p>{t('limits.p1')}</p>
      <ul>
        {BOARDS.map((b) => (
          <li key={b}>
            {t('limits.boardLine', { board: t(`limits.boards.${b}`), pct: boardLimitPct(b) })}
          </li>
        ))}
      </ul>
      <p>{t('limits.p2')}</p>
      <h3>{t('limits.limitUpHeading')}</h3>
      <p>{t('limits.p3')}</p>
      <p>{t('limits.p4')}</p>
      {caps ? (
        <p>{t('limits.caps', { main: caps.main, star: caps.star, chinext: caps.chinext })}</p>
      ) : null}
      <Example {...s} />
      <Callout tone="warn">{t('limits.callout')}</Callout>
    </>
  );
}

export default settingLesson(Body);
