import { render, screen, fireEvent } from '@testing-library/react';
import { ChatLink, LinkButton } from './Button';

it('a link button is announced as a button and keeps its address', () => {
  render(<LinkButton href="/contacto">Ir a Contacto</LinkButton>);
  const control = screen.getByRole('button', { name: 'Ir a Contacto' });
  expect(control.tagName).toBe('A');
  expect(control).toHaveAttribute('href', '/contacto');
  expect(screen.queryByRole('link')).toBeNull();
});

it('Space presses it once and does not scroll the page', () => {
  const onClick = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <LinkButton href="/contacto" onClick={onClick}>
      Ir a Contacto
    </LinkButton>,
  );
  const control = screen.getByRole('button', { name: 'Ir a Contacto' });
  const notScrolled = fireEvent.keyDown(control, { key: ' ' });
  expect(notScrolled).toBe(false);
  expect(onClick).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(control, { key: ' ', repeat: true });
  fireEvent.keyDown(control, { key: ' ', ctrlKey: true });
  fireEvent.keyDown(control, { key: 'a' });
  expect(onClick).toHaveBeenCalledTimes(1);
});

it("a caller's own key handler runs first and can keep Space for itself", () => {
  const onClick = jest.fn();
  render(
    <LinkButton href="#modelos" onClick={onClick} onKeyDown={(e) => e.preventDefault()}>
      Ver Catálogo Completo
    </LinkButton>,
  );
  fireEvent.keyDown(screen.getByRole('button', { name: 'Ver Catálogo Completo' }), { key: ' ' });
  expect(onClick).not.toHaveBeenCalled();
});

it('a chat button opens the WhatsApp chat in a new tab', () => {
  render(<ChatLink message="Hola">Chatear Ahora</ChatLink>);
  const chat = screen.getByRole('button', { name: 'Chatear Ahora' });
  expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/1809\d{7}\?text=Hola$/);
  expect(chat).toHaveAttribute('target', '_blank');
  expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
});
