import { screen, within } from '@testing-library/react';

/**
 * Test helper: a catalogue card's 'Ver Imagen' button, found as a visitor finds it (the card by the
 * model's name, then the action by its visible label), and checked to be described by that name.
 */
export function viewImageButton(modelName: string): HTMLElement {
  const card = screen.getByRole('heading', { name: modelName, level: 3 }).closest('li');
  if (!card) throw new Error(`no card for ${modelName}`);
  const button = within(card).getByRole('button', { name: 'Ver Imagen' });
  expect(button).toHaveAccessibleDescription(modelName);
  return button;
}
