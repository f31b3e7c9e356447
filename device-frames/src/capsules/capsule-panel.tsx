// State capsules (harness-notes item 9): one user's world from the mock to a file, and back; after
// an import the chosen frame opens logged in as that user.
import { useState } from 'react';

import styles from '../controls/controls.module.css';
import { accountByPhone } from '../frames/accounts';
import { frameName } from '../frames/frame-url';
import { updateFrame } from '../frames/layout';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import { CAPSULE_TEXTS } from './capsule-texts';
import { JsonFileField } from './json-file-field';

const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export const CapsulePanel = () => {
  const { api, control, layout, setLayout, signIn, act, notify } = useHarness();
  const t = useTexts(CAPSULE_TEXTS);
  const withUser = layout.frames.filter((f) => f.user);
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [isScrubbed, setIsScrubbed] = useState(false);
  const sourcePhone = withUser.find((f) => String(f.id) === source)?.user ?? withUser[0]?.user;
  const targetId = Number(target) || layout.frames[0]?.id;

  const exportCapsule = async () => {
    if (!sourcePhone) return;
    const text = await control.exportCapsule(sourcePhone, isScrubbed);
    const result = await api.saveFile(`capsule-${sourcePhone}-${stamp()}.json`, text);
    if (!result.saved) throw new Error(result.reason);
  };

  const importFile = async (file: File) => {
    if (targetId === undefined) return notify(t.noFrame, true);
    let phone = '';
    const ok = await act(t.imported(file.name), async () => {
      phone = (await control.importCapsule(await file.text())).phone;
    });
    if (!ok) return;
    setLayout((l) => updateFrame(l, targetId, { user: phone }));
    const known = accountByPhone(phone)?.password;
    await signIn(targetId, phone, password || known);
  };

  return (
    <section className={styles.panel} aria-label={t.region}>
      <h2>{t.title}</h2>
      <div className={styles.row}>
        <select
          aria-label={t.exportFrom}
          value={source}
          onChange={(e) => setSource(e.target.value)}
        >
          {withUser.length === 0 && <option value="">{t.noUser}</option>}
          {withUser.map((f) => (
            <option key={f.id} value={f.id}>
              {frameName(f.id)} · {f.user}
            </option>
          ))}
        </select>
        <label title={t.scrubHint}>
          <input
            type="checkbox"
            checked={isScrubbed}
            onChange={(e) => setIsScrubbed(e.target.checked)}
          />
          <span>{t.scrub}</span>
        </label>
        <button
          type="button"
          disabled={!sourcePhone}
          onClick={() => void act(t.exported(sourcePhone ?? ''), exportCapsule)}
        >
          {t.export}
        </button>
      </div>
      <div className={styles.row}>
        <select aria-label={t.openIn} value={target} onChange={(e) => setTarget(e.target.value)}>
          {layout.frames.map((f) => (
            <option key={f.id} value={f.id}>
              {t.openInFrame(frameName(f.id))}
            </option>
          ))}
        </select>
        <input
          aria-label={t.password}
          placeholder={t.passwordHint}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          size={14}
        />
      </div>
      <JsonFileField label={t.import} onFile={(file) => void importFile(file)} />
    </section>
  );
};
