// antd-mobile's overlays (Toast, Dialog) bring its animation library along (tens of KiB gzip).
// Code that opens one rarely — a session expiring, a notice opened — loads them from here on
// first use (`loadOverlays`), so they stay out of the start-up bundle.
export { Dialog, Toast } from 'antd-mobile';
