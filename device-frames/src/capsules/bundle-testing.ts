// A small valid support bundle for the harness's unit tests.
export const TEST_BUNDLE = {
  format: 'trader-support-bundle',
  version: 1,
  createdAt: '2026-11-18T02:00:00.000Z',
  timeZoneOffsetMinutes: 480,
  serverOffsetMs: 1500,
  app: { version: '1.4.0', commit: 'abc1234', mode: 'production' },
  route: '/warehouse',
  language: 'tww',
  theme: 'black',
  isLoggedIn: true,
  viewport: { width: 375, height: 667 },
  userAgent: 'test',
  replies: [
    {
      method: 'POST',
      path: '/user/getUserInfo.do',
      params: {},
      status: 200,
      receivedAt: 1,
      body: '{}',
    },
  ],
  isTruncated: false,
};
