// /listdetail: the reference's static demo page; old search rows land here, so it shows the
// real detail page for the code in the link.
export { default } from './kline-page';
