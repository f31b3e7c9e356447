// What a lots field keeps of what is typed: digits only (a paste of "1,000" or "５" keeps its
// ASCII digits), no leading zeros, at most 6 digits — no order here comes near a million lots.
export const MAX_LOTS_DIGITS = 6;

export const cleanLots = (text: string): string =>
  text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_LOTS_DIGITS);

/** The lots typed as a whole number, or null when the field is empty. */
export const lotsOf = (text: string): number | null => (text === '' ? null : Number(text));
