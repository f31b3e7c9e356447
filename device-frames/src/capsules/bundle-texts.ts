// The texts of the support-bundle panel and of a replayed frame's badge (issue 23), in English and
// 简体中文. Field names and codes in messages (`format`, `f3`) stay as they are in the file.
import { defineTexts } from '../i18n/harness-language';

import type { BundleProblem } from './bundle-file';

export const BUNDLE_TEXTS = defineTexts({
  en: {
    region: 'support bundle',
    title: 'Support bundle',
    file: 'bundle file',
    problem: (p: BundleProblem): string => {
      switch (p.kind) {
        case 'not-json':
          return 'This file is not JSON, so it is not a support bundle.';
        case 'not-bundle':
          return 'This is not a support bundle (a bundle says "format": "trader-support-bundle"; a state capsule goes in State capsules above).';
        case 'version':
          return `This bundle is version ${p.version}; the harness reads version 1.`;
        case 'field':
          return `The bundle's "${p.field}" is missing or not what a bundle holds: the file may have been edited or cut off.`;
      }
    },
    summary: 'bundle summary',
    app: 'app',
    madeAt: 'made at (device time)',
    route: 'route',
    language: 'language',
    theme: 'theme',
    loggedIn: 'logged in',
    replies: 'replies',
    truncated: 'truncated',
    yes: 'yes',
    no: 'no',
    truncatedYes: 'yes: older replies were dropped',
    fallbackUser: 'fallback user',
    fallbackHint:
      'The frame signs in as this fixture user, so the endpoints the bundle lacks answer from the fixtures and protected pages open.',
    visitor: 'visitor',
    setClock: "set the mock clock to the bundle's time",
    setClockHint: "Moves the mock's clock for every frame, not only the replayed one.",
    open: 'open in a new frame',
    full: (max: number) => `${max} frames at most: remove one first`,
    opened: (name: string) => `support bundle replayed in ${name}`,
    clockSet: (time: string) => `mock clock set to the bundle's time (${time})`,
    badge: 'replay',
    badgeHint: (made: string, bundle: number, fixtures: number) =>
      `This frame is answered from a support bundle made ${made}; the endpoints it lacks come from the fixtures. So far ${bundle} calls from the bundle, ${fixtures} from the fixtures.`,
    end: 'end replay',
    endHint: 'The mock answers this frame from the fixtures again; the frame reloads.',
    ended: (name: string) => `replay of ${name} ended`,
  },
  'zh-CN': {
    region: '支持包',
    title: '支持包',
    file: '文件',
    problem: (p: BundleProblem): string => {
      switch (p.kind) {
        case 'not-json':
          return '此文件不是 JSON，因此不是支持包。';
        case 'not-bundle':
          return '这不是支持包（支持包写有 "format": "trader-support-bundle"；状态胶囊请在上方“状态胶囊”中导入）。';
        case 'version':
          return `此支持包为第 ${p.version} 版；测试台只能读取第 1 版。`;
        case 'field':
          return `支持包的 "${p.field}" 缺失或内容不对：文件可能被改动或截断。`;
      }
    },
    summary: '支持包概要',
    app: '应用',
    madeAt: '生成时间（设备时间）',
    route: '路由',
    language: '语言',
    theme: '主题',
    loggedIn: '已登录',
    replies: '响应数',
    truncated: '已截断',
    yes: '是',
    no: '否',
    truncatedYes: '是：较早的响应已丢弃',
    fallbackUser: '后备用户',
    fallbackHint:
      '窗口以此测试用户登录，支持包中没有的接口由测试数据应答，需要登录的页面也能打开。',
    visitor: '游客',
    setClock: '把模拟服务器时钟设为支持包的时间',
    setClockHint: '会移动所有窗口共用的模拟服务器时钟，不只是回放窗口。',
    open: '在新窗口中打开',
    full: (max: number) => `最多 ${max} 个窗口：请先移除一个`,
    opened: (name: string) => `支持包已在 ${name} 中回放`,
    clockSet: (time: string) => `模拟服务器时钟已设为支持包的时间（${time}）`,
    badge: '回放',
    badgeHint: (made: string, bundle: number, fixtures: number) =>
      `此窗口由 ${made} 生成的支持包应答；支持包中没有的接口由测试数据应答。目前 ${bundle} 次来自支持包，${fixtures} 次来自测试数据。`,
    end: '结束回放',
    endHint: '模拟服务器重新用测试数据应答此窗口；窗口将重新加载。',
    ended: (name: string) => `${name} 的回放已结束`,
  },
});
