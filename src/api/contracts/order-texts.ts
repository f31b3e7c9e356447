// Words of the backend's order refusals that the app recognizes, shared by every screen that
// places a buy (the order ticket, the add-on sheet): any refusal containing the marker is the
// trading-hours refusal and is shown localized (screens §5.1 "Shared rules").
export const HOURS_MARKER = '不在交易时段内';

export const isHoursRefusal = (serverMessage: string): boolean =>
  serverMessage.includes(HOURS_MARKER);
