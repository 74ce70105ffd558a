import { quoteAlert, quoteMessage, sendQuote } from './quote';

describe('sendQuote', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens the chat in a new tab with the message', () => {
    sendQuote(quoteMessage('Hola: $1,200 + envío'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect(new URL(url).searchParams.get('text')).toBe('Hola: $1,200 + envío');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('shows the alert and opens nothing when incomplete', () => {
    sendQuote(quoteAlert('Falta algo.'));
    expect(window.alert).toHaveBeenCalledWith('Falta algo.');
    expect(open).not.toHaveBeenCalled();
  });
});
