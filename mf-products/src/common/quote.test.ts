import { quoteAlert, quoteMessage, sendQuote } from './quote';
import { stubChatWindow } from './testing/chat';

const chat = stubChatWindow();

describe('sendQuote', () => {
  it('opens the chat in a new tab with the message', () => {
    sendQuote(quoteMessage('Hola: $1,200 + envío'));
    expect(chat.open()).toHaveBeenCalledTimes(1);
    const [url, target, features] = chat.open().mock.calls[0];
    expect(new URL(url).searchParams.get('text')).toBe('Hola: $1,200 + envío');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('shows the alert and opens nothing when incomplete', () => {
    sendQuote(quoteAlert('Falta algo.'));
    expect(window.alert).toHaveBeenCalledWith('Falta algo.');
    expect(chat.open()).not.toHaveBeenCalled();
  });
});
