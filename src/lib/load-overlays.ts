// The lazy door to ./antd-overlays (see there why).
export const loadOverlays = () => import('./antd-overlays');
