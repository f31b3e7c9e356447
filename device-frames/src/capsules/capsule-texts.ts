// The texts of the state-capsule panel, in English and 简体中文 (issue 23).
import { defineTexts } from '../i18n/harness-language';

export const CAPSULE_TEXTS = defineTexts({
  en: {
    region: 'state capsules',
    title: 'State capsules',
    exportFrom: 'export from',
    noUser: 'no frame is logged in',
    scrub: 'scrub',
    scrubHint: 'Mask names, ID and card numbers in the file',
    export: 'export',
    exported: (phone: string) => `capsule of ${phone} exported`,
    openIn: 'open in',
    openInFrame: (name: string) => `open in ${name}`,
    password: 'password (other users)',
    passwordHint: 'password if not a named user',
    import: 'import',
    imported: (file: string) => `capsule ${file} imported`,
    noFrame: 'add a frame to open the capsule in',
  },
  'zh-CN': {
    region: '状态胶囊',
    title: '状态胶囊',
    exportFrom: '导出自',
    noUser: '没有已登录的窗口',
    scrub: '脱敏',
    scrubHint: '遮盖文件中的姓名、身份证号和银行卡号',
    export: '导出',
    exported: (phone: string) => `已导出 ${phone} 的状态胶囊`,
    openIn: '打开于',
    openInFrame: (name: string) => `在 ${name} 中打开`,
    password: '密码（其他用户）',
    passwordHint: '非预置用户时填写密码',
    import: '导入',
    imported: (file: string) => `状态胶囊 ${file} 已导入`,
    noFrame: '请先添加一个窗口来打开状态胶囊',
  },
});
