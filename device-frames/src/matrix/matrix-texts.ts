// The matrix view's texts, in English and 简体中文 (issue 23).
import { defineTexts } from '../i18n/harness-language';

export const MATRIX_TEXTS = defineTexts({
  en: {
    device: 'device',
    route: 'route',
    go: 'go',
    user: 'user',
    visitor: 'visitor',
    reloadAll: 'reload all',
    shot: 'shot matrix',
    theme: (theme: string): string => theme,
    appIn: (language: string, theme: string) => `app in ${language} ${theme}`,
    checking: 'checking…',
    noAnswer: 'no answer',
    noAnswerHint: 'the app did not answer the overflow check',
    fits: 'fits',
    fitsHint: 'no text overflows',
    overflows: (n: number) => `${n} overflow${n > 1 ? 's' : ''}`,
  },
  'zh-CN': {
    device: '设备',
    route: '路由',
    go: '前往',
    user: '用户',
    visitor: '游客',
    reloadAll: '全部重新加载',
    shot: '矩阵截图',
    theme: (theme: string): string =>
      theme === 'black' ? '黑色' : theme === 'red' ? '红色' : theme,
    appIn: (language: string, theme: string) =>
      `${language} ${theme === 'black' ? '黑色' : '红色'}主题下的应用`,
    checking: '检查中…',
    noAnswer: '无应答',
    noAnswerHint: '应用没有应答文字溢出检查',
    fits: '无溢出',
    fitsHint: '没有文字溢出',
    overflows: (n: number) => `${n} 处溢出`,
  },
});
