// The app's icon set (see ./glyph): simple original line drawings, named for what they show.
// `/* @__PURE__ */` lets the build drop every icon a page does not use.
import { glyph } from './glyph';

/** Four tiles: the home tab. */
export const TilesIcon = /* @__PURE__ */ glyph(
  'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z',
);
/** Three tiles and a dot: more services. */
export const ServicesIcon = /* @__PURE__ */ glyph(
  'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 16.75a3.25 3.25 0 1 0 6.5 0a3.25 3.25 0 1 0 -6.5 0z',
);
/** Bars on a base line: markets, positions. */
export const ChartBarsIcon = /* @__PURE__ */ glyph('M4 20h16M7.5 16.5V11M12 16.5V6M16.5 16.5V9');
/** A page with a folded corner: documents, orders. */
export const DocumentIcon = /* @__PURE__ */ glyph('M6 3.5h8l4 4v13H6zM14 3.5v4h4M9 12.5h6M9 16h6');
/** A page of lines: articles, lists. */
export const ArticleIcon = /* @__PURE__ */ glyph('M5 4h14v16H5zM8.5 8h7M8.5 12h7M8.5 16h4');
/** A receipt with a torn edge: statements, fund flows. */
export const ReceiptIcon = /* @__PURE__ */ glyph(
  'M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5zM9 8h6M9 11.5h6M9 15h3',
);
/** A five-pointed star: the watchlist. */
export const StarIcon = /* @__PURE__ */ glyph(
  'M12 3.6l2.5 5.6 6.1.6-4.6 4.1 1.3 6-5.3-3.1-5.3 3.1 1.3-6-4.6-4.1 6.1-.6z',
);
/** A head and shoulders: the profile. */
export const PersonIcon = /* @__PURE__ */ glyph(
  'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM4.5 20.5c.8-4 3.8-6 7.5-6s6.7 2 7.5 6',
);
/** A person and a plus: opening an account. */
export const PersonAddIcon = /* @__PURE__ */ glyph(
  'M6 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM3 20.5c.7-4 3.4-6 7-6 1.5 0 2.8.3 3.9 1M18 14v6M15 17h6',
);
/** Two people: the college, a team. */
export const PeopleIcon = /* @__PURE__ */ glyph(
  'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0zM2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5M15.5 4.6a3.4 3.4 0 0 1 0 6.8M17.5 14.6c2.2.6 3.5 2.5 4 5.4',
);
/** A card with a person on it: the account, contacts. */
export const ContactCardIcon = /* @__PURE__ */ glyph(
  'M3.5 5h17v14h-17zM6.8 10a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0zM5.8 16c.5-1.7 1.7-2.6 3.2-2.6s2.7.9 3.2 2.6M14.5 9.5H18M14.5 13H18',
);
/** A square with a plus: subscribing. */
export const AddSquareIcon = /* @__PURE__ */ glyph('M4 4h16v16H4zM12 8v8M8 12h8');
/** A bank card. */
export const CardIcon = /* @__PURE__ */ glyph('M3 6h18v12H3zM3 10h18M6.5 14.5h4');
/** A coin with the yuan sign: funds, the wallet. */
export const CoinIcon = /* @__PURE__ */ glyph(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM9 7.5l3 4 3-4M12 11.5V17M9.5 12.5h5M9.5 15h5',
);
/** A flame (filled): Dragon-Tiger. */
export const FlameIcon = /* @__PURE__ */ glyph(
  'M12 3c.6 3.4 5.5 5.6 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.6 1.4-4 2.5-5 .2 1.6.8 2.6 2 3-.3-3 0-6.3 1-8.5z',
  { filled: true },
);
/** A flag on a pole: rankings. */
export const FlagIcon = /* @__PURE__ */ glyph('M6 21V4M6 4.5h11.5l-2.5 4 2.5 4H6');
/** A wrapped present: VIP offers. */
export const GiftIcon = /* @__PURE__ */ glyph(
  'M4 8.5h16V12H4zM5.5 12v8h13v-8M12 8.5V20M12 8.5C11 5.5 7 4.5 7 7s3.5 1.5 5 1.5zM12 8.5c1-3 5-4 5-1.5s-3.5 1.5-5 1.5z',
);
/** A circle struck through: suspensions. */
export const BlockedIcon = /* @__PURE__ */ glyph(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM5.6 5.6l12.8 12.8',
);
/** A magnifier: search. */
export const SearchIcon = /* @__PURE__ */ glyph(
  'M4 10.5a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0zM15.3 15.3 20 20',
);
/** A chevron pointing right: "more". */
export const ChevronRightIcon = /* @__PURE__ */ glyph('M9 5l7 7-7 7');
/** A bell: messages. */
export const BellIcon = /* @__PURE__ */ glyph(
  'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0M12 3v2',
);
/** A cross: close. */
export const CloseIcon = /* @__PURE__ */ glyph('M6 6l12 12M18 6 6 18');
/** A shield with a tick: verification. */
export const ShieldCheckIcon = /* @__PURE__ */ glyph(
  'M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5',
);
/** A padlock: the login password. */
export const LockIcon = /* @__PURE__ */ glyph(
  'M5.5 10.5h13v10h-13zM8 10.5v-3a4 4 0 0 1 8 0v3M12 14v3',
);
/** A key: the funds password. */
export const KeyIcon = /* @__PURE__ */ glyph(
  'M3 15.5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0zM10.7 12.3 20 3M17 6l2.5 2.5M14.5 8.5l2 2',
);
/** A speech bubble: notifications. */
export const ChatIcon = /* @__PURE__ */ glyph('M4 5h16v11H10l-4 3.5V16H4zM8 9.5h8M8 12.5h5');
/** A capital T: trading rules. */
export const TextIcon = /* @__PURE__ */ glyph('M5 6.5v-2h14v2M12 4.5v15M9 19.5h6');
/** A cog: settings. */
export const CogIcon = /* @__PURE__ */ glyph(
  'M10.1 3.6h3.8l.1 2.1 1.1.5 1.5-1.5 2.7 2.7-1.5 1.5.5 1.1 2.1.1v3.8l-2.1.1-.5 1.1 1.5 1.5-2.7 2.7-1.5-1.5-1.1.5-.1 2.1h-3.8l-.1-2.1-1.1-.5-1.5 1.5-2.7-2.7 1.5-1.5-.5-1.1-2.1-.1v-3.8l2.1-.1.5-1.1-1.5-1.5 2.7-2.7 1.5 1.5 1.1-.5zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z',
);
/** An open eye: amounts shown. */
export const EyeIcon = /* @__PURE__ */ glyph(
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z',
);
/** A closed eye with lashes: amounts hidden. */
export const EyeClosedIcon = /* @__PURE__ */ glyph(
  'M3 9.5c2.2 2.8 5.4 4.5 9 4.5s6.8-1.7 9-4.5M6 12.6 4.5 15M10 14l-.5 2.8M14 14l.5 2.8M18 12.6l1.5 2.4',
);
/** A loudspeaker: announcements. */
export const SpeakerIcon = /* @__PURE__ */ glyph(
  'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
);
/** A chevron pointing left: back. */
export const ChevronLeftIcon = /* @__PURE__ */ glyph('M15 5l-7 7 7 7');
