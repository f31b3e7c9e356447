// Every text of the scenario controls (open one, save the world as one), in English and 简体中文.
import { defineTexts } from '../i18n/harness-language';

export const SCENARIO_TEXTS = defineTexts({
  en: {
    heading: 'Scenarios',
    select: 'scenario',
    choose: 'scenario…',
    unreadable: (name: string) => `${name} (cannot be read)`,
    open: 'open scenario',
    frames: 'scenario frames',
    visitor: 'visitor',
    noFrames: (user: string | null) =>
      user
        ? `No frames of its own: the current frames stay and the first logs in as ${user}.`
        : 'No frames of its own: the current frames stay and log in again.',
    opened: (name: string) => `scenario ${name} opened`,
    openFailed: (name: string, why: string) => `opening scenario ${name} failed: ${why}`,
    loginFailed: (name: string, phone: string, why: string) =>
      `scenario ${name}: ${phone} could not log in (${why}); that frame opens as a visitor`,
    noPassword: 'no password known for this user',
    saveHeading: 'Save as scenario',
    name: 'scenario name',
    namePlaceholder: 'e.g. trader-at-lunch',
    description: 'scenario description',
    descriptionPlaceholder: 'what it shows, for whom',
    save: 'save as scenario',
    download: 'download file',
    badName: 'Name: lowercase letters, digits and "-", starting with a letter or digit.',
    noDescription: 'Write a description: the scenario list shows it.',
    exists: (name: string) => `Scenario ${name} exists already. Replace it?`,
    replace: 'replace',
    cancel: 'cancel',
    saved: (name: string) => `scenario ${name} saved`,
    saveFailed: (name: string, why: string) => `saving scenario ${name} failed: ${why}`,
    downloaded: (file: string) => `${file} saved`,
    downloadFailed: (file: string, why: string) => `saving ${file} failed: ${why}`,
  },
  'zh-CN': {
    heading: '场景',
    select: '场景',
    choose: '选择场景…',
    unreadable: (name: string) => `${name}（无法读取）`,
    open: '打开场景',
    frames: '场景设备窗口',
    visitor: '游客',
    noFrames: (user: string | null) =>
      user
        ? `没有自己的设备窗口：保留当前设备窗口，第一个以 ${user} 登录。`
        : '没有自己的设备窗口：保留当前设备窗口并重新登录。',
    opened: (name: string) => `已打开场景 ${name}`,
    openFailed: (name: string, why: string) => `打开场景 ${name} 失败：${why}`,
    loginFailed: (name: string, phone: string, why: string) =>
      `场景 ${name}：${phone} 无法登录（${why}），该设备窗口以游客身份打开`,
    noPassword: '不知道该用户的密码',
    saveHeading: '另存为场景',
    name: '场景名称',
    namePlaceholder: '例如 trader-at-lunch',
    description: '场景说明',
    descriptionPlaceholder: '展示什么、针对哪个用户',
    save: '另存为场景',
    download: '下载文件',
    badName: '名称只能包含小写字母、数字和“-”，并以字母或数字开头。',
    noDescription: '请填写说明：场景列表会显示它。',
    exists: (name: string) => `场景 ${name} 已存在。要替换吗？`,
    replace: '替换',
    cancel: '取消',
    saved: (name: string) => `已保存场景 ${name}`,
    saveFailed: (name: string, why: string) => `保存场景 ${name} 失败：${why}`,
    downloaded: (file: string) => `已保存 ${file}`,
    downloadFailed: (file: string, why: string) => `保存 ${file} 失败：${why}`,
  },
});
