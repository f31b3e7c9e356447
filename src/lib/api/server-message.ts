// A server message to show: in the trader's language when the contract knows the text (attempt
// limits, close refusals), else as the server sent it.
import { closeMessage } from './close-message';
import { limitMessage } from './limit-message';

export const localizeServerMessage = (message: string): string =>
  limitMessage(message) ?? closeMessage(message) ?? message;
