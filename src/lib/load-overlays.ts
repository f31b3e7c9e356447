// The lazy door to ./antd-overlays (see there why).
import type { ToastShowProps } from 'antd-mobile';

export const loadOverlays = () => import('./antd-overlays');

/** A toast without antd-mobile's animation library in the page's first load. */
export const showToast = (props: ToastShowProps): void => {
  void loadOverlays().then(({ Toast }) => Toast.show(props));
};
