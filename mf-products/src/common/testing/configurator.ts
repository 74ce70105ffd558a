/**
 * Test helpers (imported by tests only): a configurator page (tazas, termos, polos, uniformes
 * escolares) and the steps a visitor takes in it: choose, see the total, quote.
 */
import { render, within, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ChatWindow } from './chat';
import { selectButton } from './page';

type Names = {
  /** The panel's name: 'Personaliza tu Termo'. */
  panel: string;
  /** What the quantity stepper's buttons change: 'cantidad de termos'. */
  quantity: string;
};

/** A configurator page under test; `chat` stands in for the chat window its quote opens. */
export function configurator(page: ReactElement, names: Names, chat: ChatWindow) {
  const panel = () => within(screen.getByRole('group', { name: names.panel }));
  const quoteButton = () => panel().getByRole('button', { name: /Cotizar por WhatsApp/ });
  /** The stepper's '+' or '-', checked to be described as what it changes ('Aumentar cantidad de tazas'). */
  const step = (sign: '+' | '-', direction: 'Aumentar' | 'Disminuir') => (user: UserEvent) => {
    const button = panel().getByRole('button', { name: sign });
    expect(button).toHaveAccessibleDescription(`${direction} ${names.quantity}`);
    return user.click(button);
  };
  return {
    /** Renders the page; the visitor's session. */
    visit(): UserEvent {
      const user = userEvent.setup();
      render(page);
      return user;
    },
    panel,
    quoteButton,
    /** The panel's estimated total, its live line. */
    total: () =>
      panel()
        .getByText(/Total estimado/)
        .closest('[aria-live]'),
    select: (user: UserEvent, name: string) => user.click(selectButton(name)),
    /** Clicks these buttons of the panel in turn (colours, sizes). */
    async choose(user: UserEvent, ...options: string[]) {
      for (const name of options) await user.click(panel().getByRole('button', { name }));
    },
    more: step('+', 'Aumentar'),
    less: step('-', 'Disminuir'),
    /** Quotes a complete configuration: one chat opens, no alert; its text. */
    async quote(user: UserEvent): Promise<string | null> {
      await user.click(quoteButton());
      expect(window.alert).not.toHaveBeenCalled();
      expect(chat.open()).toHaveBeenCalledTimes(1);
      return chat.text();
    },
    /**
     * Quotes with a choice missing (docs/product-rules.md#validation): the button is shown disabled,
     * and the click shows the alert and opens no chat.
     */
    async quoteIncomplete(user: UserEvent, alert: string) {
      expect(quoteButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(quoteButton());
      expect(window.alert).toHaveBeenCalledWith(alert);
      expect(chat.open()).not.toHaveBeenCalled();
    },
  };
}

export type Configurator = ReturnType<typeof configurator>;

/** The panel's optional text field: it stops at its limit and counts what is typed. */
export async function typeCounted(
  user: UserEvent,
  page: Configurator,
  field: { label: string; maxLength: number; text: string; count: string },
) {
  const input = page.panel().getByLabelText(field.label);
  expect(input).toHaveAttribute('maxLength', String(field.maxLength));
  expect(page.panel().getByText(`0/${field.maxLength} caracteres`)).toBeInTheDocument();
  await user.type(input, field.text);
  expect(page.panel().getByText(field.count)).toBeInTheDocument();
}
