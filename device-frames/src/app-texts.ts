// The harness page's own texts (header, views, host line), in English and 简体中文 (issue 23).
import { defineTexts } from './i18n/harness-language';

export const APP_TEXTS = defineTexts({
  en: {
    title: 'Device harness',
    views: 'views',
    frames: 'Frames',
    matrix: 'Matrix (5 languages × 2 themes)',
    uiLanguage: 'harness language',
    browserMode:
      'browser mode: device size and safe areas are drawn; user agent, pixel ratio and touch are not emulated; screenshots are best effort',
    electron: 'Electron',
    endpoints: (mock: string, appPort: number) => `mock ${mock} · app port ${appPort}`,
  },
  'zh-CN': {
    title: '设备测试台',
    views: '视图',
    frames: '设备窗口',
    matrix: '矩阵（5 种语言 × 2 种主题）',
    uiLanguage: '测试台语言',
    browserMode: '浏览器模式：绘制设备尺寸和安全区域；不模拟用户代理、像素比和触控；截图尽力而为',
    electron: 'Electron',
    endpoints: (mock: string, appPort: number) => `模拟服务器 ${mock} · 应用端口 ${appPort}`,
  },
});
