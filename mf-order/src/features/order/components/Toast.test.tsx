import { act, render, screen } from '@testing-library/react';
import { FIXED_BOTTOM_BAR_ATTR, FIXED_BOTTOM_BAR_HEIGHT } from '@estampa/shared/theme/pageHooks';
import { breakpoints } from '@estampa/shared/theme/theme';
import { TOAST_MS, useToast } from '../hooks/useToast';
import { PHONE_TOAST, PHONE_TOAST_MAX_HEIGHT, Toast } from './Toast';

// The shell's rule that keeps room at the bottom of a phone's page (PAGE_HOOKS_CSS) is on this selector.
const pageKeepsRoom = () => document.body.matches(`body:has([${FIXED_BOTTOM_BAR_ATTR}])`);

function Harness({ first }: { first: string }) {
  const [message, show] = useToast();
  return (
    <>
      <button type="button" onClick={() => show(first)}>
        mostrar
      </button>
      <Toast message={message} />
    </>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('is a status message that asks the page for room at the bottom only while it shows', () => {
    const { rerender } = render(<Toast message="" />);
    const toast = screen.getByRole('status');
    expect(toast).toBeEmptyDOMElement();
    expect(toast).not.toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    expect(pageKeepsRoom()).toBe(false);

    rerender(<Toast message="Jugador agregado: Pérez (número 23)." />);
    expect(screen.getByRole('status')).toBe(toast);
    expect(toast).toHaveTextContent('Jugador agregado: Pérez (número 23).');
    expect(toast).toHaveAttribute(FIXED_BOTTOM_BAR_ATTR, '');
    expect(pageKeepsRoom()).toBe(true);

    rerender(<Toast message="" />);
    expect(toast).not.toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    expect(pageKeepsRoom()).toBe(false);
  });

  it('gives the room back when the message goes away by itself', () => {
    jest.useFakeTimers();
    render(<Harness first="Pedido vaciado. Puedes empezar de nuevo." />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    expect(screen.getByRole('status')).toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).not.toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    expect(pageKeepsRoom()).toBe(false);
  });

  it('fits, on a phone, inside the room the page keeps for it', () => {
    expect(PHONE_TOAST_MAX_HEIGHT).toBeLessThanOrEqual(FIXED_BOTTOM_BAR_HEIGHT);
    // ...with the sizes that sum is made of (the rule the toast gets below the medium breakpoint,
    // where the shell keeps that room).
    render(<Toast message="Hola" />);
    const selector = `.${screen.getByRole('status').className}`;
    const phoneRule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === `(max-width: ${breakpoints.md - 1}px)`)
      .flatMap((rule) => [...rule.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === selector);
    const value = (property: string) => phoneRule?.style.getPropertyValue(property);
    expect(value('bottom')).toBe(`${PHONE_TOAST.bottom}px`);
    expect(value('padding')?.split(' ')[0]).toBe(`${PHONE_TOAST.paddingBlock}px`); // '<block> <inline>'
    expect(value('font-size')).toBe(`${PHONE_TOAST.fontSize / 16}rem`);
    expect(value('line-height')).toBe(String(PHONE_TOAST.lineHeight));
    expect(value('-webkit-line-clamp')).toBe(String(PHONE_TOAST.lines));
  });
});
