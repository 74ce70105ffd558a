import { render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { Lightbox, closedPreview, type ImagePreview } from './Lightbox';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir diálogo</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Modelo Fuego">
        <button>Primero</button>
        <a href="#x">Último</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, traps focus, closes on Escape and returns focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir diálogo' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Modelo Fuego' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // first focusable is the close button
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    screen.getByRole('link', { name: 'Último' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Último' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Lightbox', () => {
  it('shows the image, the model name and an open-in-new-tab link', () => {
    const preview: ImagePreview = { isOpen: true, imageUrl: '/art/1.svg', modelName: 'Modelo Relámpago' };
    const onClose = jest.fn();
    render(<Lightbox preview={preview} onClose={onClose} openInNewTabLabel="Abrir en nueva pestaña" />);
    expect(screen.getByRole('dialog', { name: 'Modelo Relámpago' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen ampliada de Modelo Relámpago' })).toHaveAttribute(
      'src',
      '/art/1.svg',
    );
    const link = screen.getByRole('link', { name: 'Abrir en nueva pestaña' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/art/1.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar imagen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<Lightbox preview={closedPreview} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
